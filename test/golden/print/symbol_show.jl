# How a Symbol shows (Julia's show(io, ::Symbol)): :s for a name or an
# operator, :(s) for the few whose :s would read as other syntax, else
# Symbol("...") with the name as a string literal. print writes the name.
println(repr(:a))
println(repr(:(==)))
println(repr(:(=>)))
println(repr(:(::)))
println(repr(:(:)))
println(repr(:(=)))
println(repr(:(:=)))
println(repr(:(===)))
println(repr(:!=))
println(repr(:+))
println(repr(:.+))
println(repr(:.+=))
println(repr(:!))
println(repr(:∈))
println(repr(:α))
println(repr(:x₁))
println(repr(:end))                    # keywords other than true/false are names
println(repr(Symbol("a b")))
println(repr(Symbol("")))
println(repr(Symbol("1x")))
println(repr(Symbol("true")))
println(repr(Symbol("'")))             # :' would read as a Char
println(repr(Symbol("a\"b\$c\n")))
println(repr(Symbol("\e\x01é\u2028")))

# inside containers, each element as show writes it
show([:a, :(==), :+, Symbol("x y")]); println()
show((:+, 1)); println()
show((:(=), Symbol("x y"))); println()
show(Dict(:x => 1)); println()
show(:x => :(::)); println()

# print and string: the name alone
println(:(==))
print(Symbol("a b")); println()
println(string(:a), " ", string(:(==)), " ", string(:.+))

# a Symbol as a type parameter (printed by the compiler)
println(Val{:+})
println(typeof(Val(:+)))
println(Val{:(==)})
println(Val{:a})
println(Val{:.+})
println(Val{:var"a b"})
println(Val{:var"1x"})
println(Tuple{Val{:-}, Val{:x}})

# inside code: quoted symbols show as above; a name that is no identifier
# as var"..."
show(:(f(:+, :(==), :x))); println()
show(Expr(:call, :foo, Symbol("a-b"))); println()

# Base.isidentifier and Base.isoperator (also Meta's)
println(Base.isidentifier(:a), " ", Base.isidentifier("1a"), " ", Base.isidentifier("a1!"), " ",
        Base.isidentifier(:end), " ", Base.isidentifier("true"), " ", Base.isidentifier(""), " ",
        Base.isidentifier("α₁"), " ", Base.isidentifier("!a"), " ", Base.isidentifier("a b"))
println(Base.isoperator(:+), " ", Base.isoperator(:a), " ", Base.isoperator(:.+), " ",
        Base.isoperator("+="), " ", Base.isoperator(:.+=), " ", Base.isoperator(:(=>)), " ",
        Base.isoperator(:∈), " ", Base.isoperator(:(::)), " ", Base.isoperator("a+"), " ",
        Base.isoperator(:÷=))
println(Meta.isidentifier(:x), " ", Meta.isoperator(:÷))
