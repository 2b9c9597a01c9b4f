# arrayshow.jl — display of vectors and matrices (after dict.jl, for CompactSafe).

# display(v), display(m): the summary line, then one row a line as the REPL
# shows it: columns two spaces apart, integers right-aligned, other values
# left-aligned. (The REPL shows elements compactly, which changes how floats
# print: those are left out until compact float printing exists; so is the
# eliding of arrays taller than 20 rows or wider than the 80-column screen.)
dims_summary(a::Vector) = string(length(a), "-element ")
dims_summary(a::Matrix) = string(size(a, 1), "×", size(a, 2), " ")

function display(a::Array{T}) where {T<:CompactSafe}
    rows, cols = size(a, 1), size(a, 2)
    print(stdout, dims_summary(a), typeof(a))
    if length(a) == 0
        print(stdout, '\n')
        return nothing
    end
    print(stdout, ":\n")
    cells = Vector{String}(undef, length(a))
    for k in 1:length(a)
        io = IOBuffer()
        show_implied(io, Core._arrayref(a, k), T)
        cells[k] = takestring!(io)
    end
    widths = zeros(Int64, cols)
    for j in 1:cols, i in 1:rows
        widths[j] = max(widths[j], length(cells[(j - 1) * rows + i]))
    end
    if rows > 20 || sum(widths) + 2 * (cols - 1) > 79
        throw(ArgumentError("jlc: display of an array the REPL shows elided is not supported yet"))
    end
    for i in 1:rows
        print(stdout, ' ')
        for j in 1:cols
            s = cells[(j - 1) * rows + i]
            pad = widths[j] - length(s)
            T <: Integer && print(stdout, " "^pad)
            print(stdout, s)
            j < cols && print(stdout, T <: Integer ? "  " : " "^(pad + 2))
        end
        print(stdout, '\n')
    end
    return nothing
end
