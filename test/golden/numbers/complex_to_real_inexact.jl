# A complex number converts to a real only when its imaginary part is zero.
println(Float64(2.5 + 0im))
println(Int64(2.0 + 1.0im))
