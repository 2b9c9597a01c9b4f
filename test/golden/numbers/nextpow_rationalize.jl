# nextpow/prevpow (the examples of Julia's docstrings, the a == 2 bit path, the
# checks around log's rounding, Julia's errors), ispow2 of floats and rationals,
# and rationalize with the vectors of Julia's test/rational.jl (issues 1552, 5935).
println(nextpow(2, 7), " ", nextpow(2, 9), " ", nextpow(5, 20), " ", nextpow(4, 16))
println(prevpow(2, 7), " ", prevpow(2, 9), " ", prevpow(5, 20), " ", prevpow(4, 16))
println(nextpow(5, 125), " ", prevpow(5, 125), " ", nextpow(10, 1001), " ", prevpow(10, 999))
println(nextpow(2, 0x05), " ", prevpow(2, Int8(100)), " ", nextpow(3, 1), " ", nextpow(2.0, 10), " ", prevpow(2.5, 10))
println(nextpow(10, 0.5), " ", prevpow(3, typemax(Int64)), " ", nextpow(2, 2^62 + 1))
println(ispow2(4), ispow2(5), ispow2(4.5), ispow2(0.25), ispow2(1//8), ispow2(-4.0), ispow2(0))
for (a, x) in ((1, 5), (2, 0), (2, -3), (3, 0.5))
    try
        println(nextpow(a, x))
    catch e
        showerror(stdout, e); println()
    end
end
try
    prevpow(2, 0)
catch e
    showerror(stdout, e); println()
end
try
    nextpow(10, typemax(Int64))
catch e
    showerror(stdout, e); println()
end
println(rationalize(5.6), " ", rationalize(0.1), " ", rationalize(0.333), " ", rationalize(1pi))
println(rationalize(0.333; tol = 0.01), " ", rationalize(Int8, float(pi)), " ", typeof(rationalize(Int16, 0.5)))
println(rationalize(Int64, 0.957762604052997), " ", rationalize(Int16, 0.929261477046077), " ", rationalize(Int16, 0.2264705884044309))
println(rationalize(Int16, 0.39999899264235683), " ", rationalize(Int16, 1.1264233500618559e-5), " ", rationalize(UInt16, 0.6666652791223875))
println(rationalize(Int8, 0.9374813124660655), " ", rationalize(Int8, 0.003803032342443835))
println(rationalize(Int8, nextfloat(0.1)), " ", rationalize(Int64, nextfloat(0.1)), " ", rationalize(BigInt, nextfloat(0.1)))
println(rationalize(Int64, nextfloat(0.1), tol = 0.5eps(0.1)), " ", rationalize(Int64, nextfloat(0.1), tol = 1.5eps(0.1)))
println(rationalize(Int64, nextfloat(0.1), tol = 0), " ", rationalize(Int64, prevfloat(0.1), tol = 0), " ", rationalize(prevfloat(0.1)))
println(rationalize(Int8, 200f0), " ", rationalize(Int8, -200f0), " ", rationalize(-2.5), " ", rationalize(Inf), " ", rationalize(nextfloat(0.0)))
println([rationalize(1pi, tol = 0.1^n) for n = 1:10])
println(rationalize(BigInt, 10.3), " ", typeof(rationalize(BigInt, 10.3)))
try
    rationalize(0.5, tol = -1)
catch e
    showerror(stdout, e); println()
end
