# a member named twice is refused when the @enum is read, as Julia's macro does
@enum Dup a b a
println(a)
