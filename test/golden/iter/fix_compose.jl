# Base.Fix1/Fix2, the curried comparisons and in, composition and negation.
double = Base.Fix1(*, 2)
halve = Base.Fix2(/, 2)
println(double(21), " ", halve(9), " ", map(Base.Fix2(div, 2), [5, 7]), " ", Base.Fix1(-, 10)(3))
println(filter(==(2), [1, 2, 3, 2]), " ", count(>(1), [1, 2, 3]), " ", findfirst(isequal('c'), "abcd"))
println(any(<(0), [1, -1]), " ", all(>=(1), [1, 2]), " ", filter(!=(1), [1, 2]), " ", (<=(3))(3))
println(filter(in([1, 3]), [1, 2, 3]), " ", filter(in(Set("aeiou")), collect("education")))
println((string ∘ length)("abcd"), " ", (sqrt ∘ abs)(-16.0), " ", map(uppercase ∘ string, ['a', 'b']))
println(filter(!isempty, ["", "x", ""]), " ", (!iseven)(3), " ", map(!, [true, false]))
inc = x -> x + 1
println((inc ∘ inc ∘ inc)(0), " ", ∘(inc, double)(5))
f = Base.Fix2(getindex, 2)
println(map(f, [[1, 2], [3, 4]]), " ", f("xyz"))
println(sort([3, 1, 2]; by = Base.Fix1(-, 0)), " ", findall(>(2), [1, 3, 5]))
