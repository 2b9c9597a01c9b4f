# show(io, ::MIME"text/plain", x) methods: display uses them (a value without
# one displays as show writes it), show can be called with MIME"..."() or
# MIME("..."); a MIME value prints as Julia's.
struct P
    c::Vector{Int}
end
Base.show(io::IO, ::MIME"text/plain", p::P) = print(io, "P with ", length(p.c), " coefficients")
Base.show(io::IO, p::P) = print(io, "P", p.c)
struct Q
    x::Int
end

function main()
    p = P([1, 2])
    display(p)
    println(p)
    show(stdout, MIME"text/plain"(), p)
    println()
    show(stdout, MIME("text/plain"), p)
    println()
    display(Q(3))
    println(MIME"text/html"())
    println(typeof(MIME"text/plain"()), " ", MIME("text/csv") isa MIME)
end
main()
