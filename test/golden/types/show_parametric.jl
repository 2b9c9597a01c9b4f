# the default show of structs, parametric ones with their parameters
struct Pt{T}
    x::T
    y::T
end
struct Wrap{A, B}
    a::A
    b::B
end
struct Plain
    s::String
    c::Char
end
println(Pt(1, 2), " ", Pt(1.5, 2.0), " ", Pt{Int8}(1, 2))
println(Wrap(Pt(1, 2), "s"), " ", Wrap(:k, nothing))
println(Plain("a\"b", 'x'))
show(Pt("u", "v")); println()
println(repr(Wrap(1, 2.5)), " ", string(Pt(3, 4)))
println([Pt(1, 2), Pt(3, 4)])
