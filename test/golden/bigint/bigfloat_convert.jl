# BigFloat to and from other numbers
println(Float64(BigFloat(2) / 3), " ", Float64(big(0.1)) == 0.1)
println(BigInt(big(2.0)^70), " ", Int64(BigFloat(3)), " ", BigFloat(big(10)^30))
println(floor(big(2.5)), " ", ceil(big(2.5)), " ", trunc(big(-2.5)), " ", round(big(2.5)), " ", round(big(3.5)))
println(parse(BigFloat, "3.25"), " ", parse(BigFloat, "1e3"), " ", tryparse(BigFloat, "x"))
println(BigFloat(1 // 4), " ", big(Float32(0.5)), " ", BigFloat(true), " ", BigFloat(0xff))
try
    Int64(big(2.5))
catch e
    showerror(stdout, e)
    println()
end
