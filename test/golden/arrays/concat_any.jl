# Concatenating arrays that are not Arrays: ranges, BitArrays (a BitArray
# again when all parts are) and a user matrix, by their elements.
struct Grid <: AbstractMatrix{Int}
    m::Int
    n::Int
end
Base.size(A::Grid) = (A.m, A.n)
Base.getindex(A::Grid, i::Int, j::Int) = 10i + j
A = Grid(2, 2)
println([A; A], " ", [A A], " ", [A [0, 0]], " ", vcat(A, [1 2]))
println(cat(A, A; dims=3), " ", hvcat((2, 1), A, A, [1 2 3 4]))
println(typeof([trues(2); falses(1)]), " ", [trues(2); falses(1)])
println(typeof([trues(2) falses(2)]), " ", [trues(2) falses(2)], " ", typeof([trues(1, 2); falses(1, 2)]))
println([trues(2); [5, 6]], " ", [1:2; 4:5], " ", [1:2 4:5], " ", vcat(1:2, 5:6))
display([trues(2); falses(1)])
