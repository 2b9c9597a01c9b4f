# deepcopy.jl — deepcopy(x): a copy of x and of everything mutable it
# reaches. As Julia's (an IdDict from each mutable object to its copy), an
# object reached twice is copied once, so aliasing and cycles inside x stay
# aliasing and cycles inside the copy. Objects are told apart by address
# (the collector does not move them, and x keeps them all alive meanwhile).

deepcopy(x) = deepcopy_internal(x, Dict{UInt64, Any}())

# values with nothing mutable inside: themselves
deepcopy_internal(x::Union{Number, AbstractChar, String, Symbol, Nothing, Function, Type}, seen::Dict{UInt64, Any}) = x

deepcopy_internal(t::Tuple, seen::Dict{UInt64, Any}) = map(x -> deepcopy_internal(x, seen), t)

function deepcopy_internal(a::Array{T}, seen::Dict{UInt64, Any}) where {T}
    id = bitcast(UInt64, a)
    haskey(seen, id) && return seen[id]::typeof(a)
    b = similar(a)
    seen[id] = b
    for i in 1:length(a)
        Core._arrayset(b, deepcopy_internal(Core._arrayref(a, i), seen)::T, i)
    end
    return b
end

function deepcopy_internal(d::Dict{K, V}, seen::Dict{UInt64, Any}) where {K, V}
    id = bitcast(UInt64, d)
    haskey(seen, id) && return seen[id]::typeof(d)
    c = Dict{K, V}()
    seen[id] = c
    for (k, v) in d
        c[deepcopy_internal(k, seen)] = deepcopy_internal(v, seen)
    end
    return c
end

# a struct: its fields copied in turn; a mutable one is made (with its
# fields as they are) and recorded first, so that a cycle back to it finds it
function deepcopy_internal(x::T, seen::Dict{UInt64, Any}) where {T}
    isbitstype(T) && return x
    if is_identity_type(T)
        id = bitcast(UInt64, x)
        haskey(seen, id) && return seen[id]::T
        y = Core._new(T, Core._fields_tuple(x))
        seen[id] = y
        Core._setfields!(y, deep_fields(x, seen))
        return y
    end
    return Core._new(T, deep_fields(x, seen))
end
deep_fields(x, seen) = map(f -> deepcopy_internal(f, seen), Core._fields_tuple(x))
