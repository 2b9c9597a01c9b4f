# Int8 arithmetic wraps around modulo 2^8.
a = Int8(100)
b = Int8(50)
println(a + b)
println(a * Int8(3))
println(-typemin(Int8))
println(typemin(Int8) - Int8(1))
println(typemax(Int8) + Int8(1))
println(Int8(-128) * Int8(-1))
println(typeof(a + b))
x = Int8(0)
for i in 1:200
    x += Int8(1)
end
println(x)
