# === of immutable structs with fields of one-word union type: the same
# object (or both nothing), or for a String equal contents.
mutable struct Box
    x::Int
end
struct Entry
    name::Union{Nothing, String}
    box::Union{Nothing, Box}
    n::Int
end
function main()
    b = Box(1)
    e1 = Entry("ab", b, 1)
    println(e1 === Entry(string("a", "b"), b, 1), " ", e1 === Entry("ab", Box(1), 1))
    println(Entry(nothing, nothing, 2) === Entry(nothing, nothing, 2), " ", Entry(nothing, b, 2) === Entry("x", b, 2))
    println(Entry("x", nothing, 3) === Entry(nothing, nothing, 3), " ", e1 === Entry("ab", b, 2))
    println(e1 == Entry("ab", b, 1), " ", isequal(e1, Entry("ab", nothing, 1)))
end
main()
