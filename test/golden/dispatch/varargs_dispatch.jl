# varargs methods: typed elements, a fixed method beats varargs of equal fit
count_args(xs...) = length(xs)
count_args(x) = -1
kind(xs::Int...) = "ints"
kind(xs::Number...) = "numbers"
kind(xs...) = "anything"
println(count_args(), " ", count_args(1), " ", count_args(1, 2, 3))
println(kind(1, 2), " ", kind(1, 2.5), " ", kind(1, "a"), " ", kind())
join_all(sep, parts::String...) = join(parts, sep)
println(join_all("-", "a", "b", "c"), " ", join_all("-"))
firstrest(x, rest...) = (x, rest)
println(firstrest(1), " ", firstrest(1, 2, 3))
pv(xs::Pair{K, V}...) where {K, V} = "typed $K $V"
pv(xs::Pair...) = "any pairs"
println(pv(1 => 2, 3 => 4), " ", pv(1 => 2, "a" => 4.0))
