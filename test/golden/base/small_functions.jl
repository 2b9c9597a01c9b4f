# Base functions ordinary programs reach for: keepat!, Iterators.repeated and
# flatmap, Returns, Base.splat, isascii of a string, String(::Symbol),
# merge with a combining function, display of tuples and pairs, ranges
# with a BigInt end, binomial of a BigInt, Rational of a float
println(keepat!([1, 2, 3, 4], [1, 3]), " ", keepat!([5, 6, 7], [true, false, true]))
try
    keepat!([1, 2, 3], [2, 1])
catch e
    println(e)
end
println(collect(Iterators.repeated("x", 3)), " ", first(Iterators.repeated(1)))
println(collect(Iterators.flatmap(x -> 1:x, 1:3)))
println(map(Returns(7), 1:2), " ", Returns(0)(1, 2))
println(Base.splat(+)((1, 2)), " ", map(Base.splat(*), [(1, 2), (3, 4)]))
println(isascii("é"), " ", isascii("abc"), " ", String(:sym))
println(merge(+, Dict(:x => 1), Dict(:x => 2)))
display((1, "a"))
display((a = 1, b = 2.5))
display(1 => "x")
for i in 1:big(3)
    print(i, " ")
end
println(typeof(1:big(3)))
println(binomial(big(10), 3), " ", binomial(big(-5), 2), " ", binomial(big(50), 25), " ", binomial(big(3), -1))
println(Rational(0.5), " ", Rational(0.1), " ", Rational(-2.0), " ", Rational(0.75f0))
