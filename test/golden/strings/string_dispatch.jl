kind(x::String) = "string"
kind(x::Char) = "char"
kind(x::Int) = "int"
kind(x) = "other"

shout(s::String) = s * "!"
shout(c::Char) = string(c, c, c)

function label(x)
    return "<" * kind(x) * ">"
end

println(kind("a"), " ", kind('a'), " ", kind(1), " ", kind(1.0))
println(shout("hey"))
println(shout('o'))
println(label("s"), label(2), label(nothing))
