# sum/prod/maximum/minimum with a function, mapreduce, reduce with init, any/all/count.
v = [3, 1, 2, 5, 4]
println(sum(x -> x^2, v), " ", maximum(v), " ", minimum(x -> -x, v), " ", prod(v), " ", sum(v), " ", sum(1:100))
println(sum(Int8[100, 100]), " ", typeof(sum(Int8[1])), " ", typeof(sum(UInt8[1])), " ", sum([true, true, false]), " ", prod(Int16[200, 200]))
println(reduce(+, v), " ", reduce(*, v; init=10), " ", mapreduce(x -> x + 1, +, v), " ", mapreduce(abs, max, [-7, 3]; init=0))
println(sum(Int[]), " ", sum(Float64[]), " ", prod(Int[]), " ", sum(abs, Int[]), " ", maximum(Int[]; init=-1), " ", reduce(+, Int[]; init=5))
println(sum([0.5, 0.25]), " ", maximum([1.5, NaN, 2.0]), " ", minimum([2.0, -0.0, 0.0]), " ", maximum(length, ["a", "abc", "ab"]))
println(any(x -> x > 4, v), " ", all(x -> x > 0, v), " ", any(x -> x > 5, v), " ", all(isodd, v), " ", any(Int[]), " ", all(Bool[]))
println(count(iseven, v), " ", count(x -> x > 10, v), " ", count([true, false, true]), " ", count(isodd, 1:9; init=100))
println(foldl(-, [10, 2, 3]), " ", reduce(max, [2, 9, 4]), " ", mapfoldl(x -> 2x, -, [10, 2, 3]))
k = 10
println(sum(x -> x + k, v), " ", any(x -> x == k - 7, v))
