# arrayshow.jl — display of vectors and matrices (after dict.jl, for CompactSafe).

# display(v), display(m): the summary line, then one row a line as the REPL
# shows it: columns two spaces apart, integers right-aligned, floats aligned
# on their decimal point, other values left-aligned. The REPL shows the
# elements of a matrix with more than one column compactly, which changes how
# floats print: float matrices are left out until compact printing exists; so
# is the eliding of arrays taller than 20 rows or wider than the 80-column screen.

display(a::Array{T}) where {T<:CompactSafe} = display_array(a)
display(a::Vector) = display_array(a)           # one column: nothing is compact
display(a::Vector{T}) where {T<:CompactSafe} = display_array(a)   # (the two above overlap here)
display(b::BitArray) = display_array(b)

# The widths of a cell's text before and after its alignment point (Julia's alignment).
# Numbers right-align, other reals on their point, rationals on their `//`,
# complex numbers on the sign of their imaginary part.
cell_alignment(::Type, s::String) = (0, length(s))
cell_alignment(::Type{<:Number}, s::String) = (length(s), 0)
cell_alignment(::Type{<:Integer}, s::String) = (length(s), 0)
function cell_alignment(::Type{<:Real}, s::String)
    k = findfirst(c -> c in ".eEfF", s)
    return k === nothing ? (length(s), 0) : (k - 1, length(s) - k + 1)
end
function cell_alignment(::Type{<:Rational}, s::String)
    k = findfirst(==('/'), s)
    return k === nothing ? (length(s), 0) : (k, length(s) - k)
end
function cell_alignment(::Type{<:Complex}, s::String)
    for k in ncodeunits(s):-1:2              # (the text is ASCII)
        s[k] in "+-" && !(s[k - 1] in "ef") && return (k, length(s) - k)
    end
    return (length(s), 0)
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

# the rows x cols matrix of a's elements from linear offset k on; each cell
# aligns by its own value's type (an Int and a `missing` in one column: the
# Int right-aligned, `missing` left-aligned)
function display_cells(a, k::Int64, rows::Int64, cols::Int64)
    T = eltype(a)
    n = rows * cols
    cells = Vector{String}(undef, n)
    lefts, rights = zeros(Int64, n), zeros(Int64, n)
    for c in 1:n
        io = IOBuffer()
        x = _getindex_inbounds(a, k + c)
        show_implied(io, x, T)
        cells[c] = takestring!(io)
        lefts[c], rights[c] = cell_alignment(typeof(x), cells[c])
    end
    before, after = zeros(Int64, cols), zeros(Int64, cols)
    for j in 1:cols, i in 1:rows
        before[j] = max(before[j], lefts[(j - 1) * rows + i])
        after[j] = max(after[j], rights[(j - 1) * rows + i])
    end
    if rows > 20 || sum(before) + sum(after) + 2 * (cols - 1) > 79
        throw(ArgumentError("jlc: display of an array the REPL shows elided is not supported yet"))
    end
    for i in 1:rows
        print(stdout, ' ')
        for j in 1:cols
            c = (j - 1) * rows + i
            print(stdout, " "^(before[j] - lefts[c]), cells[c])
            j < cols && print(stdout, " "^(after[j] - rights[c] + 2))
        end
        print(stdout, '\n')
    end
    return nothing
end
