# Pascal's triangle in place, with slices (copies) and with views (the view
# of row read while row is written is copied first, as in Julia)
function pascal_slices(n)
    row = zeros(Int64, n + 1)
    row[1] = 1
    for k in 1:n
        row[2:k+1] .= row[2:k+1] .+ row[1:k]
    end
    return row
end
function pascal_views(n)
    row = zeros(Int64, n + 1)
    row[1] = 1
    for k in 1:n
        v = view(row, 2:k+1)
        v .+= view(row, 1:k)
    end
    return row
end
println(pascal_slices(6))
println(pascal_views(6))
println(pascal_views(20)[11], " ", sum(pascal_slices(20)))
