# a 4-neighbour stencil that forgets the edge: the matrix index runs off the grid
grid = [1 2 3; 4 5 6; 7 8 9]
function neighbours(g, I::CartesianIndex{2})
    total = 0
    for d in (CartesianIndex(-1, 0), CartesianIndex(1, 0), CartesianIndex(0, -1), CartesianIndex(0, 1))
        total += g[I + d]
    end
    return total
end
println(neighbours(grid, CartesianIndex(2, 2)))
for I in CartesianIndices(grid)
    println(I, " ", neighbours(grid, I))
end
