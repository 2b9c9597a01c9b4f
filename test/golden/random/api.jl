# The Random API over Xoshiro and the task-local generator: equal seeds give
# equal streams, whatever the seed's type; every kind of draw stays in its
# set; arrays of every bit type, in bulk (64 bytes and more) and not.
using Random

a = Xoshiro(42); b = Xoshiro(42)
println(rand(a, 100) == rand(b, 100))
println(rand(a, Int, 20) == rand(b, Int, 20), " ", rand(a, UInt8, 100) == rand(b, UInt8, 100))
println(randn(a, 50) == randn(b, 50), " ", randexp(a, 7) == randexp(b, 7))
println(rand(a, Bool, 700) == rand(b, Bool, 700), " ", rand(a, Float32, 33) == rand(b, Float32, 33))
Random.seed!(7); x = rand(Int, 3)
Random.seed!(Int8(7)); y = rand(Int, 3)
Random.seed!(UInt128(7)); z = rand(Int, 3)
println(x == y == z)
Random.seed!(-1); n1 = rand()
Random.seed!(0); z0 = rand()
Random.seed!(-1)
println(n1 == rand(), " ", n1 != z0)
println(copy(Xoshiro(5)) == Xoshiro(5), " ", Xoshiro(5) == Xoshiro(6))

rng = Xoshiro(2024)
println(all(x -> 3 <= x <= 9, rand(rng, 3:9, 1000)))
println(all(x -> x in 1:2:11, rand(rng, 1:2:11, 100)))
println(all(x -> x in (0.5, 1.5, 2.5), [rand(rng, (0.5, 1.5, 2.5)) for _ in 1:50]))
println(all(x -> x in 'a':'f', rand(rng, 'a':'f', 40)))
println(all(x -> x in [10, 20, 30], rand(rng, [10, 20, 30], 3, 4)))
println(rand(rng, Int128(-5):Int128(5)) in -5:5, " ", rand(rng, typemin(Int):typemax(Int)) isa Int)
println(all(x -> x in Set([1, 2, 3]), [rand(rng, Set([1, 2, 3])) for _ in 1:20]))
println(all(c -> c in "ACGT", randstring(rng, "ACGT", 30)), " ", length(randstring(rng)), " ", length(randstring(rng, 12)))
println(sort(randperm(rng, 9)) == 1:9, " ", sort(shuffle(rng, 1:9)) == 1:9, " ", sort(randcycle(rng, 7)) == 1:7)
function check(rng, T)
    A = rand(rng, T, 37)
    println(T, " ", eltype(A), " ", length(A), " ", T <: AbstractFloat ? all(x -> 0 <= x < 1, A) : true)
end
check(rng, Int8); check(rng, UInt16); check(rng, Int32); check(rng, UInt64); check(rng, Int128)
check(rng, Float16); check(rng, Float32); check(rng, Float64); check(rng, Bool)
A = zeros(Int16, 40); rand!(rng, A)
println(count(!iszero, A) > 30)
B = zeros(5); rand!(rng, B, 1:3)
println(all(x -> x in (1.0, 2.0, 3.0), B))
println(randsubseq(rng, 1:100, 0.0) == Int[], " ", randsubseq(rng, 1:5, 1.0) == 1:5)

# errors as Julia's
try rand(rng, 1:0) catch e; println(e) end
try rand(rng, Int[]) catch e; println(e) end
try randsubseq(rng, 1:3, 1.5) catch e; println(e) end
