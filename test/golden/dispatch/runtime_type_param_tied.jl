# K{N} values of run-time N held in closures and structs, and a `where N`
# two arguments bind: the method applies only when the two values are
# equal; otherwise the next method does, or Julia's MethodError.
struct K{N} end
same(::K{N}, ::K{N}) where N = "same $N"
same(::K, ::K) = "differ"
tied(::K{N}, ::K{N}) where N = N
struct Wrap{T}
    x::T
end
unwrap(w::Wrap{K{N}}) where N = N
function g(i, j)
    a, b = K{i}(), K{j}()
    println(same(a, b))
    f = () -> a
    println(f(), " ", f() === a)
    w = Wrap(a)
    println(w, " ", typeof(w), " ", w.x === a, " ", unwrap(w))
    println(tied(a, b))
end
g(parse(Int, "2"), parse(Int, "2"))
g(parse(Int, "2"), parse(Int, "3"))
