# genericmemory.jl — Memory{T} (Core's; Julia's GenericMemory{:not_atomic, T, Core.CPU}):
# a fixed length and the elements inline, what an Array's elements live in.
# The array builtins (Core._arrayref and the rest) reach its elements as an Array's.

Memory{T}(::UndefInitializer, n::Int64) where {T} = Core._array_new(Memory{T}, n)
# constructors make copies
function Memory{T}(x::AbstractVector) where {T}
    m = Memory{T}(undef, length(x))
    k = 0
    for y in x
        k += 1
        Core._arrayset(m, convert(T, y), k)
    end
    return m
end

length(m::Memory) = Core._arraylen(m)
size(m::Memory) = (length(m),)
isempty(m::Memory) = length(m) == 0
firstindex(m::Memory) = 1
lastindex(m::Memory) = length(m)

function checkbounds(m::Memory, i::Int64)
    if (i < 1) | (i > length(m))
        throw_boundserror(m, i)
    end
    return nothing
end
throw_boundserror(m::Memory, i::Int64) = throw(BoundsError(array_what(m), i))

function getindex(m::Memory, i::Int64)
    checkbounds(m, i)
    return Core._arrayref(m, i)
end
function setindex!(m::Memory{T}, x, i::Int64) where {T}
    checkbounds(m, i)
    Core._arrayset(m, convert(T, x), i)
    return m
end
_getindex_inbounds(m::Memory, i::Int64) = Core._arrayref(m, i)
_setindex_inbounds!(m::Memory{T}, x, i::Int64) where {T} = (Core._arrayset(m, convert(T, x), i); m)

isassigned(m::Memory, i::Int64) = (1 <= i <= length(m)) && Core._array_isassigned(m, i)

iterate(m::Memory) = iterate(m, 1)
iterate(m::Memory, i::Int64) = i <= length(m) ? (Core._arrayref(m, i), i + 1) : nothing

function fill!(m::Memory{T}, x) where {T}
    y = convert(T, x)
    for i in 1:length(m)
        Core._arrayset(m, y, i)
    end
    return m
end

similar(m::Memory{T}) where {T} = Memory{T}(undef, length(m))
similar(m::Memory, ::Type{U}) where {U} = Memory{U}(undef, length(m))
similar(m::Memory{T}, n::Int64) where {T} = Memory{T}(undef, n)

# (#undef elements stay #undef)
function copy(m::Memory)
    c = similar(m)
    for i in 1:length(m)
        Core._arraycopy!(c, i, m, i)
    end
    return c
end

# [1, 2, 3], as a Vector shows
show(io::IO, m::Memory) = show_vector(io, m)
print(io::IO, m::Memory) = show(io, m)
