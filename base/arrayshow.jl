# arrayshow.jl — display of vectors and matrices (after dict.jl, for CompactSafe).

# display(v), display(m): the summary line, then one row a line as the REPL
# shows it: columns two spaces apart, integers right-aligned, floats aligned
# on their decimal point, other values left-aligned. The REPL shows the
# elements of a matrix with more than one column compactly, which changes how
# floats print: float matrices are left out until compact printing exists; so
# is the eliding of arrays taller than 20 rows or wider than the 80-column screen.

display(a::Array{T}) where {T<:CompactSafe} = display_array(a)
display(a::Vector{T}) where {T<:Union{Float64, Float32}} = display_array(a)
display(b::BitArray) = display_array(b)

# The widths of a cell's text before and after its alignment point (Julia's alignment).
cell_alignment(::Type{<:Integer}, s::String) = (length(s), 0)
cell_alignment(::Type, s::String) = (0, length(s))
function cell_alignment(::Type{<:AbstractFloat}, s::String)
    k = findfirst(c -> c in ".eEfF", s)
    return k === nothing ? (length(s), 0) : (k - 1, length(s) - k + 1)
end

function display_array(a)
    print(stdout, array_what(a))
    if length(a) == 0
        print(stdout, '\n')
        return nothing
    end
    print(stdout, ":\n")
    display_slices(a)
    return nothing
end

display_slices(a) = display_cells(a, 0, size(a, 1), size(a, 2))
display_slices(a::Union{Vector, Matrix}) = display_cells(a, 0, size(a, 1), size(a, 2))
# An array of 3 or more dimensions: a matrix per slice, each headed by its
# indices ([:, :, 1] =) and aligned on its own, a blank line apart.
function display_slices(a::Array)
    rows, cols = size(a, 1), size(a, 2)
    any(n -> n > 10, tail(tail(size(a)))) &&
        throw(ArgumentError("jlc: display of an array the REPL shows elided is not supported yet"))
    k = 0
    for s in CartesianIndices(tail(tail(size(a))))
        k > 0 && print(stdout, '\n')
        print(stdout, "[:, :, ", join(s.I, ", "), "] =\n")
        display_cells(a, k, rows, cols)
        k += rows * cols
    end
end

# the rows x cols matrix of a's elements from linear offset k on
function display_cells(a, k::Int64, rows::Int64, cols::Int64)
    T = eltype(a)
    cells = Vector{String}(undef, rows * cols)
    for c in 1:rows * cols
        io = IOBuffer()
        show_implied(io, _getindex_inbounds(a, k + c), T)
        cells[c] = takestring!(io)
    end
    before, after = zeros(Int64, cols), zeros(Int64, cols)
    for j in 1:cols, i in 1:rows
        l, r = cell_alignment(T, cells[(j - 1) * rows + i])
        before[j] = max(before[j], l)
        after[j] = max(after[j], r)
    end
    if rows > 20 || sum(before) + sum(after) + 2 * (cols - 1) > 79
        throw(ArgumentError("jlc: display of an array the REPL shows elided is not supported yet"))
    end
    for i in 1:rows
        print(stdout, ' ')
        for j in 1:cols
            s = cells[(j - 1) * rows + i]
            l, r = cell_alignment(T, s)
            print(stdout, " "^(before[j] - l), s)
            j < cols && print(stdout, " "^(after[j] - r + 2))
        end
        print(stdout, '\n')
    end
    return nothing
end
