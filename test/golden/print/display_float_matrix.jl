# display of float matrices and dicts: an array of more than one column and
# a Dict's entries show compactly; columns align on the decimal point, complex
# numbers on the sign of their imaginary part.
display([1/3 2/3; 1.0 -4.5])
display([1.0 2.0; 3.0 4.0])
display([1.0 -2.5 1e10; 0.001 100.0 NaN; -Inf 1/7 42.0])
display(reshape([1/3, 2/3], 2, 1))
display([1/3, 2/3])
display(Float32[1/3 2/3; 1e-5 2])
display(Float32[1e-5, 2])
display([1.0+2.0im 3.0-1.0im; -1/3+0im 1e-5im])
display(ComplexF32[1+2im, 3])
display([123456.7 1234567.0 0.001])
display([1//2 3//4; 10//3 1//1])
display(Dict("A" => 1/3, "B" => 2.0))
display(Dict(1 => 1.0e-7 / 3))
display(Dict('x' => 1.0f0 / 3))
display(Dict(2 => 1.0 + 2.0im))
println(Dict("A" => 1/3))
