# genericmemory.jl — Memory{T} (Core's; Julia's GenericMemory{:not_atomic, T, Core.CPU}):
# a fixed length and the elements inline, what an Array's elements live in.
# The array builtins (Core._arrayref and the rest) reach its elements as an Array's.

Memory{T}(::UndefInitializer, n::Int64) where {T} = Core._array_new(Memory{T}, n)
# constructors make copies
function Memory{T}(x::AbstractVector) where {T}
    m = Memory{T}(undef, length(x))
    for (k, y) in enumerate(x)
        Core._arrayset(m, convert(T, y), k)
    end
    return m
end

length(m::Memory) = Core._arraylen(m)
size(m::Memory) = (length(m),)
isempty(m::Memory) = length(m) == 0
firstindex(m::Memory) = 1
lastindex(m::Memory) = length(m)

# indexing, its bounds check, isassigned, iterate, fill! and copy: array.jl's
# (ArrayOrMemory)

similar(m::Memory{T}) where {T} = Memory{T}(undef, length(m))
similar(m::Memory, ::Type{U}) where {U} = Memory{U}(undef, length(m))
similar(m::Memory{T}, n::Int64) where {T} = Memory{T}(undef, n)

# [1, 2, 3], as a Vector shows
show(io::IO, m::Memory) = show_vector(io, m)
print(io::IO, m::Memory) = show(io, m)
