# |typemin| does not fit.
println(Base.checked_abs(typemin(Int16) + Int16(1)))
println(Base.checked_abs(typemin(Int16)))
