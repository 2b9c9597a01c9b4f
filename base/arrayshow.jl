# arrayshow.jl — display of vectors and matrices (after dict.jl, for CompactSafe).

# display(v), display(m): the summary line, then one row a line as Julia's
# print_matrix shows it: columns two spaces apart, integers right-aligned,
# reals aligned on their decimal point, complex numbers on the sign of their
# imaginary part, other values left-aligned. An array of more than one column
# shows its elements compactly (floats to 6 significant digits). All of it:
# a script's display (Julia's TextDisplay of stdout) has no :limit, so
# nothing is elided as the REPL elides what is larger than its screen.

display(a::Array{T}) where {T<:Union{CompactSafe, Float64, Float32, Float16, Complex, Rational}} = display_array(a)
display(b::BitArray) = display_array(b)

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
    T = eltype(a)
    rows, cols = size(a, 1), size(a, 2)
    print(stdout, array_what(a))
    if length(a) == 0
        print(stdout, '\n')
        return nothing
    end
    print(stdout, ":\n")
    cells = Vector{String}(undef, length(a))
    for k in 1:length(a)
        io = IOBuffer()
        show_implied(IOContext(io, :compact => cols > 1), _getindex_inbounds(a, k), T)
        cells[k] = takestring!(io)
    end
    before, after = zeros(Int64, cols), zeros(Int64, cols)
    for j in 1:cols, i in 1:rows
        l, r = cell_alignment(T, cells[(j - 1) * rows + i])
        before[j] = max(before[j], l)
        after[j] = max(after[j], r)
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
