# walking a board with CartesianIndex: neighbours inside bounds, argmax of a matrix, cartesian loops
board = [3 1 4; 1 5 9; 2 6 5]
R = CartesianIndices(board)
println(R, " ", size(R), " ", length(R), " ", first(R), " ", R[4])
const STEPS = [CartesianIndex(di, dj) for di in -1:1, dj in -1:1 if (di, dj) != (0, 0)]
inside(b, J) = all(1 .<= Tuple(J) .<= size(b))
function neighbour_sum(b, I)
    s = 0
    for d in STEPS
        J = I + d
        inside(b, J) && (s += b[J])
    end
    return s
end
println(length(STEPS), " ", STEPS[1], " ", STEPS[end])
println([neighbour_sum(board, I) for I in CartesianIndices(board)])
best = argmax(board)
println(best, " ", board[best], " ", Tuple(best), " ", best[1], " ", findmax(board))
println(findall(>(4), board), " ", count(iseven, board))
for I in CartesianIndices((2, 2))
    print(I, " => ", board[I], "; ")
end
println()
println(CartesianIndex(1, 2) + CartesianIndex(1, 1), " ", CartesianIndex(3, 3) - CartesianIndex(1, 2), " ", inside(board, CartesianIndex(4, 1)))
