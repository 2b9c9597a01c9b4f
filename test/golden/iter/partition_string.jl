# Iterators.partition of a string: SubStrings of n characters
println(collect(Iterators.partition("abcdefg", 3)))
println(collect(Iterators.partition("αβγδε", 2)), " ", length(Iterators.partition("αβγδε", 2)))
for piece in Iterators.partition("hello", 5)
    println(piece, " ", typeof(piece))
end
