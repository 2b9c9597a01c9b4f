f(::Val{1}) = "one"
f(::Val{2}) = "two"
f(::Val{N}) where N = "other $N"
g(::Val{:add}, a, b) = a + b
g(::Val{:mul}, a, b) = a * b
h(x) = f(Val(x))
const K = 7
function main()
    println(f(Val(1)))
    println(f(Val(2)))
    println(f(Val(5)))
    println(g(Val(:add), 3, 4))
    println(g(Val(:mul), 3, 4))
    println(h(2))
    println(Val(3))
    println(typeof(Val(:x)))
    println(Val{K}())
    v = Val{(:a, :b)}()
    println(typeof(v))
    println(Val(true), " ", Val('c'))
    x = 2
    println(Vector{typeof(x)}(undef, 0))
    println(Val{x}())
end
