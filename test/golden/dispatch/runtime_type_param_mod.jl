# Arithmetic modulo a number the program reads: Mod{N} with N a run-time
# value, the way a Julia user writes it (the modulus in the type, methods
# over Mod{N} where N); recursion over Val(n); K{i} of a global i.
struct Mod{N}
    x::Int
    Mod{N}(x) where N = new{N}(mod(x, N))
end
Base.:+(a::Mod{N}, b::Mod{N}) where N = Mod{N}(a.x + b.x)
Base.:*(a::Mod{N}, b::Mod{N}) where N = Mod{N}(a.x * b.x)
Base.show(io::IO, m::Mod{N}) where N = print(io, m.x, " mod ", N)
function power(a::Mod{N}, k) where N
    r = Mod{N}(1)
    for _ in 1:k
        r = r * a
    end
    r
end
triangle(::Val{N}) where N = N > 0 ? triangle(Val(N - 1)) + N : 0
struct K{N} end

function main()
    n = parse(Int, "7")
    a, b = Mod{n}(5), Mod{n}(4)
    println(a + b, "; ", a * b, "; ", power(a, 6), "; ", power(a, 3))
    println([(a * Mod{n}(k)).x for k in 1:6])
    println(typeof(a), " ", a === Mod{7}(12), " ", a isa Mod{5})
    println(triangle(Val(parse(Int, "4"))))
end
main()
i, j = parse(Int, "2"), parse(Int, "3")
t = (K{i}(), K{j}())
println(t, " ", K{i}() => K{j}())
