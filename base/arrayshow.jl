# arrayshow.jl — display of vectors and matrices (after dict.jl, for CompactSafe).

# display(v), display(m): the summary line, then one row a line as Julia's
# print_matrix shows it: columns two spaces apart, integers right-aligned,
# reals aligned on their decimal point, complex numbers on the sign of their
# imaginary part, other values left-aligned. An array of more than one column
# shows its elements compactly (floats to 6 significant digits). All of it:
# a script's display (Julia's TextDisplay of stdout) has no :limit, so
# nothing is elided as the REPL elides what is larger than its screen.

const DisplayedCells = Union{CompactSafe, Float64, Float32, Float16, Complex, Rational}
display(a::Array{T}) where {T<:DisplayedCells} = display_array(a)
display(a::Vector) = display_array(a)
display(a::Vector{T}) where {T<:DisplayedCells} = display_array(a)   # (the two above overlap here)
display(b::BitArray) = display_array(b)
# a range displays as it shows, 1:4 (a LinRange would list its elements)
display(r::Union{UnitRange, StepRange, StepRangeLen}) = (show(stdout, r); println(stdout))

# The widths of a cell's text before and after its alignment point (Julia's alignment).
cell_alignment(::Type, s::String) = (0, length(s))
cell_alignment(::Type{<:Number}, s::String) = (length(s), 0)
cell_alignment(::Type{<:Integer}, s::String) = (length(s), 0)
cell_alignment(::Type{<:Real}, s::String) = split_alignment(s, findfirst(c -> c in ".eEfF", s))
# after the first '/' of 3//4
cell_alignment(::Type{<:Rational}, s::String) = split_alignment(s, findfirst(==('/'), s) + 1)
# before the part after the last sign that does not follow an exponent's e or f
function cell_alignment(::Type{<:Complex}, s::String)
    k, n, prev = 0, 0, ' '
    for c in s
        n += 1
        n > 1 && (c == '+' || c == '-') && !(prev in "ef") && (k = n)
        prev = c
    end
    return k == 0 ? (n, 0) : (k, n - k)
end
# widths before and from the character at k (all before when there is no k)
split_alignment(s::String, k) = k === nothing ? (length(s), 0) : (k - 1, length(s) - k + 1)

function display_array(a)
    # an empty Vector displays as it shows, Int64[] (Julia's rule)
    a isa Vector && length(a) == 0 && return (show(stdout, a); print(stdout, '\n'))
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
display_slices(a::Union{AbstractVector, AbstractMatrix}) = display_cells(a, 0, size(a, 1), size(a, 2))
# An array of 3 or more dimensions: a matrix per slice, each headed by its
# indices ([:, :, 1] =) and aligned on its own, a blank line apart.
function display_slices(a::AbstractArray)
    rows, cols = size(a, 1), size(a, 2)
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
is_structural_zero(a, k::Int64) = false
centered_mark(n::Int64) = string(" "^(cld(n, 2) - 1), '⋅', " "^(n - cld(n, 2)))

function display_cells(a, k::Int64, rows::Int64, cols::Int64)
    T = eltype(a)
    n = rows * cols
    cells = Vector{String}(undef, n)
    lefts, rights = zeros(Int64, n), zeros(Int64, n)
    for c in 1:n
        if !isassigned(a, k + c)
            cells[c] = "#undef"
            lefts[c], rights[c] = 3, 3      # Julia aligns it on its middle
            continue
        end
        io = IOBuffer()
        x = _getindex_inbounds(a, k + c)
        show_implied(IOContext(io, :compact => cols > 1), x, T)
        cells[c] = takestring!(io)
        lefts[c], rights[c] = cell_alignment(typeof(x), cells[c])
        # a zero a structured matrix has by its kind (below an upper
        # triangle's diagonal): ⋅ in the middle of where the number would be
        is_structural_zero(a, k + c) && (cells[c] = centered_mark(length(cells[c])))
    end
    before, after = zeros(Int64, cols), zeros(Int64, cols)
    for j in 1:cols, i in 1:rows
        before[j] = max(before[j], lefts[(j - 1) * rows + i])
        after[j] = max(after[j], rights[(j - 1) * rows + i])
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

# in a :limit context, a Vector of more than 20 shows its first and last ten
# (a BitVector, which has no range indexing yet, all of them):
# [1, 2, ..., 10  …  91, ..., 100]
function show_elements(io::IO, v::Vector, ::Type{T}) where {T}
    if get(io, :limit, false) && length(v) > 20
        show_each(io, v[1:10], T)
        print(io, "  …  ")
        show_each(io, v[length(v) - 9:length(v)], T)
    else
        show_each(io, v, T)
    end
end
