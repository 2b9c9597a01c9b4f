# Many temporary BigInts and BigFloats: the collector frees them (there is
# no finalizer), and the live ones keep their limbs
keep = BigInt[]
total = big(0)
for i in 1:4000
    x = big(i)^20
    global total += x
    i % 200 == 0 && push!(keep, x)
end
GC.gc()
println(total)
println(sum(keep) == sum(big(i * 200)^20 for i in 1:20))
f = BigFloat(0)
for i in 1:500
    global f += BigFloat(1) / i
end
GC.gc()
println(f)
