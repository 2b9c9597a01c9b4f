struct P; x::Int; y::Float64; end
struct Q{T}; a::T; s::String; end
struct E end
println(P(1, 2.5))
println(Q(3, "hi\n\$"))
println(Q{Char}('c', "q\"q"))
println(E())
println((1, "a", 'b'))
println((1,))
println(0x10, " ", 1:3, " ", 1:2:9, " ", typeof(1:3))
show(stdout, "tab\t"); println()
