# checked_mul in a small type.
a = Int8(16)
println(Base.checked_mul(a, Int8(7)))
println(Base.checked_mul(a, Int8(8)))
