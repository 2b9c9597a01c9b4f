# Optional positional arguments: f(a, b=1) is the methods f(a) and f(a, b);
# a default may use the arguments before it.
h(a, b=a + 1, c=b * 2) = (a, b, c)
pad(s::String, n::Int=5, c::Char=' ') = string(repeat_char(c, n - length(s)), s)
function repeat_char(c::Char, n::Int)
    s = ""
    for i in 1:n
        s = string(s, c)
    end
    s
end
# A more specific method for one arity is still chosen by dispatch.
kind(x, y=0) = "generic"
kind(x::Int) = "one Int"

function total(xs::Int...; base=0)
    s = base
    for x in xs
        s += x
    end
    s
end

function main()
    println(h(1))
    println(h(1, 5))
    println(h(1, 2, 3))
    println(pad("ab"))
    println(pad("ab", 4))
    println(pad("ab", 4, '*'))
    println(kind(1))
    println(kind(1.5))
    println(kind(1, 2))
    println(total(1, 2, 3))
    println(total(1, 2; base=10))
end
main()
