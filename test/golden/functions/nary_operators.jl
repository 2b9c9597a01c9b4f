# `a + b + c` and `a * b * c` are one call each, +(a, b, c), as Julia parses
# them: a method of three arguments takes the whole chain; otherwise Base
# folds from the left. A parenthesised sum is a separate call.
struct Bag
    n::Int
end
Base.:+(a::Bag, b::Bag) = Bag(a.n + b.n)
Base.:+(a::Bag, b::Bag, c::Bag) = Bag(100 * (a.n + b.n + c.n))
Base.:*(a::Bag, b::Bag) = Bag(a.n * b.n)

println(Bag(1) + Bag(2) + Bag(3))             # the 3-argument method: Bag(600)
println((Bag(1) + Bag(2)) + Bag(3))           # two binary calls: Bag(6)
println(Bag(1) + Bag(2) + Bag(3) + Bag(4))    # no 4-argument method: Base folds, Bag(10)
println(Bag(2) * Bag(3) * Bag(4))             # Bag(24)
log = Int[]
f(i) = (push!(log, i); i)
println(f(1) + f(2) * f(3) * f(4) + f(5), " ", log)   # operands evaluated left to right
println("a" * "b" * "c" * 'd', " ", 1 + 2.5 + 3, " ", 2 * 3 * 4 * 5 * 6)
