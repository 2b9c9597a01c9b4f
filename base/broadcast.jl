# broadcast.jl — dot syntax: f.(x, y), x .+ y, y .= a .* x .+ b, @. ...
#
# lower.c turns a nest of dotted calls into one lazy tree and then computes it,
# as Julia's lowering does:
#     a .* x .+ b     materialize(broadcasted(+, broadcasted(*, a, x), b))
#     y .= rhs        materialize!(y, <rhs as broadcasted(...)>)
# so the whole expression is one loop and `y .= ...` allocates nothing.
#
# The result's container follows Julia's rules: all scalars give a scalar;
# tuples (with scalars) give a tuple; anything with an array or a range gives
# an Array whose shape combines the arguments' shapes (a dimension of length
# 1 stretches to match), with the element type inference gives f's result.

struct Broadcasted{F, Args<:Tuple}
    f::F
    args::Args
end

broadcasted(f, args...) = Broadcasted(f, map(broadcastable, args))

broadcast(f, args...) = materialize(broadcasted(f, args...))
broadcast!(f, dest, args...) = materialize!(dest, broadcasted(f, args...))

# What an argument takes part as: arrays, ranges, tuples and Refs as they
# are, strings, symbols, types, functions and nothing as scalars (Julia wraps
# those in a Ref; here any value without a shape is a scalar); any other
# collection by its elements.
broadcastable(x::Union{Number, AbstractChar, Array, BitArray, SubArray, Adjoint, Transpose, AbstractRange, Tuple, Ref, Broadcasted}) = x
broadcastable(x::Union{AbstractString, Symbol, Nothing, Function, Type, IO}) = x
broadcastable(x::Dict) = throw(ArgumentError("broadcasting over dictionaries and `NamedTuple`s is reserved"))
broadcastable(x) = collect(x)

# a .&& b and a .|| b broadcast these (each element is a plain && or ||)
andand(a, b) = a && b
oror(a, b) = a || b

# ---- shapes: a tuple of lengths, () for a scalar ----
bshape(x) = ()
bshape(a::Union{Vector, BitVector}) = (length(a),)
bshape(a::Union{Array, BitMatrix, Adjoint, Transpose}) = size(a)
bshape(r::Union{AbstractRange, SubArray}) = (length(r),)
bshape(t::Tuple) = (length(t),)
bshape(bc::Broadcasted) = combine_shapes(bc.args)

# As Julia, folded from the right: f.(a, b, c) combines b with c first.
combine_shapes(::Tuple{}) = ()
combine_shapes(args::Tuple{Any}) = bshape(args[1])
combine_shapes(args::Tuple) = broadcast_shape(bshape(args[1]), combine_shapes(tail(args)))

broadcast_shape(::Tuple{}, ::Tuple{}) = ()
broadcast_shape(::Tuple{}, b::Tuple) = b
broadcast_shape(a::Tuple, ::Tuple{}) = a
broadcast_shape(a::Tuple, b::Tuple) = (broadcast_length(a[1], b[1]), broadcast_shape(tail(a), tail(b))...)
function broadcast_length(a::Int64, b::Int64)
    a == 1 && return b
    (b == 1 || a == b) && return a
    throw(DimensionMismatch(string("arrays could not be broadcast to a common size; got a dimension with lengths ", a, " and ", b)))
end

# y .= rhs: each argument of rhs must fit y's shape as it is.
check_dest_shape(shape::Tuple, args::Tuple{}) = nothing
function check_dest_shape(shape::Tuple, args::Tuple)
    check_dest_dims(shape, bshape(args[1]))
    check_dest_shape(shape, tail(args))
end
check_dest_dims(shape::Tuple, ::Tuple{}) = nothing
check_dest_dims(::Tuple{}, ::Tuple{}) = nothing
function check_dest_dims(::Tuple{}, s::Tuple)
    s[1] == 1 || throw(DimensionMismatch("cannot broadcast array to have fewer non-singleton dimensions"))
    check_dest_dims((), tail(s))
end
function check_dest_dims(shape::Tuple, s::Tuple)
    (s[1] == shape[1] || s[1] == 1) || throw(DimensionMismatch("array could not be broadcast to match destination"))
    check_dest_dims(tail(shape), tail(s))
end

# ---- the kind of result ----
struct ScalarStyle end
struct TupleStyle end
struct ArrayStyle end
bstyle(x) = ScalarStyle()
bstyle(::Tuple) = TupleStyle()
bstyle(::Union{Array, BitArray, SubArray, Adjoint, Transpose, AbstractRange}) = ArrayStyle()
bstyle(bc::Broadcasted) = combine_styles(bc.args)
combine_styles(::Tuple{}) = ScalarStyle()
combine_styles(args::Tuple) = join_style(bstyle(args[1]), combine_styles(tail(args)))
join_style(::ScalarStyle, s) = s
join_style(s::TupleStyle, ::ScalarStyle) = s
join_style(s::TupleStyle, ::TupleStyle) = s
join_style(::TupleStyle, s::ArrayStyle) = s
join_style(s::ArrayStyle, ::Any) = s

materialize(x) = x
materialize(bc::Broadcasted) = copy_broadcast(bstyle(bc), bc)

materialize!(dest, x) = materialize!(dest, broadcasted(identity, x))
function materialize!(dest::Union{Array, BitArray, SubArray}, bc::Broadcasted)
    shape = bshape(dest)
    check_dest_shape(shape, bc.args)
    broadcast_loop!(dest, extrude(unalias(dest, bc)), shape)
    return dest
end

# y .= f.(x) reads x while it writes y: when x shares y's memory (a view of
# y, or y's parent) without being y itself, x is copied first, as in Julia.
unalias(dest, x) = x
unalias(dest, bc::Broadcasted) = Broadcasted(bc.f, map(x -> unalias(dest, x), bc.args))
unalias(dest::Array, x::SubArray) = x.parent === dest ? copied_view(x) : x
unalias(dest::SubArray, x::SubArray) = x.parent === dest.parent && x !== dest ? copied_view(x) : x
unalias(dest::SubArray, x::Array) = x === dest.parent ? copy(x) : x
# a view of the same type over a copy of the elements
copied_view(v::SubArray{T, 1, <:Vector}) where {T} = view(collect(v), indices_like(v.indices[1], length(v)))
copied_view(v::SubArray) = view(collect(v), :)
indices_like(::UnitRange{Int64}, n::Int64) = 1:n
indices_like(::StepRange{Int64, Int64}, n::Int64) = 1:1:n
indices_like(::Vector{Int64}, n::Int64) = collect(1:n)
indices_like(::Slice, n::Int64) = :

# ---- elements: the value at index I, a tuple of one Int per dimension ----
# Arrays and ranges are first wrapped with which of their dimensions follow
# the index (a dimension of length 1 always reads index 1), once per
# broadcast rather than once per element.
struct Extruded{A, K}
    x::A
    keeps::K
end
keeps_index(n::Int64) = n != 1
extrude(x) = x
extrude(x::Union{Array, BitArray, SubArray, Adjoint, Transpose, AbstractRange}) = Extruded(x, map(keeps_index, bshape(x)))
extrude(bc::Broadcasted) = Broadcasted(bc.f, map(extrude, bc.args))

@inline bindex(e::Extruded, I, d::Int64) = ifelse(e.keeps[d], I[d], 1)

@inline belement(x, I) = x
@inline belement(r::Ref, I) = r[]
@inline belement(t::Tuple{Any}, I) = t[1]
@inline belement(t::Tuple, I) = t[I[1]]
@runtime_length belement(t::Tuple, I) = getfield(t, nfields(t) == 1 ? 1 : I[1])
@inline belement(e::Extruded{<:Vector}, I) = Core._arrayref(e.x, bindex(e, I, 1))
@inline belement(e::Extruded{<:Matrix}, I) =
    Core._arrayref(e.x, (bindex(e, I, 2) - 1) * Core._array_nrows(e.x) + bindex(e, I, 1))
@inline belement(e::Extruded{<:Array}, I) = Core._arrayref(e.x, nd_offset_kept(e.x, 1, 1, e.keeps, I) + 1)
@inline belement(e::Extruded{<:BitVector}, I) = bit_get(e.x, bindex(e, I, 1))
@inline belement(e::Extruded{<:BitMatrix}, I) = bit_get(e.x, bit_index(e.x, bindex(e, I, 1), bindex(e, I, 2)))
@inline belement(e::Extruded{<:AbstractRange}, I) = range_element(e.x, bindex(e, I, 1))
@inline belement(e::Extruded{<:AdjOrTrans}, I) = adjoint_element(e.x, bindex(e, I, 1), bindex(e, I, 2))
@inline belement(e::Extruded{<:SubArray}, I) = Core._arrayref(e.x.parent, parent_index(e.x, bindex(e, I, 1)))
@inline belement(bc::Broadcasted, I) = bc.f(belements(bc.args, I)...)
@inline belements(::Tuple{}, I) = ()
@inline belements(args::Tuple, I) = (belement(args[1], I), belements(tail(args), I)...)

# the zero-based offset in an N-d array x of index I from dimension d on,
# where x's dimension d is `stride` elements apart (those of length 1 read at 1)
@inline nd_offset_kept(x, d::Int64, stride::Int64, keeps::Tuple{}, I::Tuple) = 0
@inline nd_offset_kept(x, d::Int64, stride::Int64, keeps::Tuple, I::Tuple) =
    (ifelse(keeps[1], I[1], 1) - 1) * stride + nd_offset_kept(x, d + 1, stride * size(x, d), tail(keeps), tail(I))

# bc's element as a function of the index, for its inferred type
struct ElementOf{B}
    bc::B
end
(e::ElementOf)(I) = belement(e.bc, I)

# ---- computing a result ----
copy_broadcast(::ScalarStyle, bc::Broadcasted) = belement(bc, ())

function copy_broadcast(::ArrayStyle, bc::Broadcasted)
    shape = bshape(bc)
    ebc = extrude(bc)
    ET = Core._return_type(ElementOf(ebc), typeof(shape))
    # an abstract or union element type: as Julia's, typed by the values
    # (f.([1, 2]) with f giving 1 or 1.0 is a Vector{Real})
    isconcretetype(ET) ||
        return collect_by_values(Generator(I -> belement(ebc, I.I), CartesianIndices(shape)), HasShape{length(shape)}(), ET, broadcast_dest)
    dest = broadcast_dest(ET, shape)
    broadcast_loop!(dest, ebc, shape)
    return dest
end

# Bool elements are packed into a BitArray, as Julia's similar(bc, Bool)
broadcast_dest(::Type{T}, shape::Tuple) where {T} = array_of_shape(T, shape)
broadcast_dest(::Type{Bool}, shape::Tuple{Int64}) = BitVector(undef, shape[1])
broadcast_dest(::Type{Bool}, shape::Tuple{Int64, Int64}) = BitMatrix(undef, shape[1], shape[2])
broadcast_dest(::Type{Bool}, shape::NTuple{N, Int64}) where {N} =
    throw(ArgumentError("jlc: a broadcast with Bool elements over 3 or more dimensions (a BitArray) is not supported yet"))

function broadcast_loop!(dest::Union{Vector, BitVector, SubArray}, bc, shape::Tuple{Int64})
    for i in 1:shape[1]
        @inbounds dest[i] = belement(bc, (i,))
    end
end
function broadcast_loop!(dest::Union{Matrix, BitMatrix}, bc, shape::Tuple{Int64, Int64})
    for j in 1:shape[2]
        for i in 1:shape[1]
            @inbounds dest[i, j] = belement(bc, (i, j))
        end
    end
end

function broadcast_loop!(dest::Array, bc, shape::Tuple)
    k = 0
    for I in CartesianIndices(shape)
        k += 1
        @inbounds Core._arrayset(dest, convert(eltype(dest), belement(bc, I.I)), k)
    end
end

# A tuple result: one element at a time, peeling the first element off
# every tuple argument (a 1-tuple stays, stretching), as long as the longest
# tuple argument lasts, so each element has its own type.
function copy_broadcast(::TupleStyle, bc::Broadcasted)
    bshape(bc)                  # the lengths must agree
    return tuple_broadcast(bc, longest_tuple(bc))
end
tuple_broadcast(bc, ::Tuple{}) = ()
tuple_broadcast(bc, t::Tuple) = (tuple_head(bc), tuple_broadcast(tuple_rest(bc), tail(t))...)
tuple_head(x) = x
tuple_head(r::Ref) = r[]
tuple_head(t::Tuple) = t[1]
tuple_head(bc::Broadcasted) = bc.f(map(tuple_head, bc.args)...)
tuple_rest(x) = x
tuple_rest(t::Tuple{Any}) = t
tuple_rest(t::Tuple) = tail(t)
tuple_rest(bc::Broadcasted) = Broadcasted(bc.f, map(tuple_rest, bc.args))

longest_tuple(x) = ()
longest_tuple(t::Tuple) = t
longest_tuple(bc::Broadcasted) = longest_of(bc.args)
longest_of(::Tuple{}) = ()
longest_of(args::Tuple) = longer(longest_tuple(args[1]), longest_of(tail(args)))
# the longer of two tuples, by their types: drop an element of each until one runs out
longer(a::Tuple, b::Tuple) = longer(a, b, a, b)
longer(a, b, ra, rb) = longer(a, b, tail(ra), tail(rb))
longer(a, b, ::Tuple{}, rb) = b
longer(a, b, ra, ::Tuple{}) = a
longer(a, b, ::Tuple{}, ::Tuple{}) = a

# A tuple of run-time length among the arguments (what f(v...) binds to a
# varargs parameter, Tuple{Vararg{T}}): the result is one as well, of the
# length the shapes give; its elements are computed into a Vector, by index,
# and splatted back into a tuple.
struct RuntimeLength end
@runtime_length longer(a::Tuple, b::Tuple) = RuntimeLength()
longer(a::RuntimeLength, b) = a
longer(a::Tuple, b::RuntimeLength) = b
function tuple_broadcast(bc, ::RuntimeLength)
    n = bshape(bc)[1]
    element(i) = belement(bc, (i,))
    v = Vector{Core._return_type(element, Int64)}(undef, n)
    for i in 1:n
        v[i] = element(i)
    end
    return (v...,)
end

# ---- ranges stay ranges under + and - (and * by an integer), as in Julia ----
broadcasted(::typeof(+), r::AbstractRange) = r
broadcasted(::typeof(-), r::OrdinalRange) = StepRange(-first(r), -step(r), -last(r))
broadcasted(::typeof(+), r::AbstractUnitRange, x::Integer) = (first(r) + x):(last(r) + x)
broadcasted(::typeof(+), x::Integer, r::AbstractUnitRange) = (x + first(r)):(x + last(r))
broadcasted(::typeof(-), r::AbstractUnitRange, x::Integer) = (first(r) - x):(last(r) - x)
broadcasted(::typeof(+), r::StepRange, x::Integer) = StepRange(first(r) + x, step(r), last(r) + x)
broadcasted(::typeof(+), x::Integer, r::StepRange) = StepRange(x + first(r), step(r), x + last(r))
broadcasted(::typeof(-), r::StepRange, x::Integer) = StepRange(first(r) - x, step(r), last(r) - x)
broadcasted(::typeof(-), x::Integer, r::OrdinalRange) = StepRange(x - first(r), -step(r), x - last(r))
broadcasted(::typeof(*), r::OrdinalRange, x::Integer) = scaled_range(r, x)
broadcasted(::typeof(*), x::Integer, r::OrdinalRange) = scaled_range(r, x)
function scaled_range(r::OrdinalRange, x::Integer)
    x == 0 && zero_step_unsupported()       # Julia's StepRangeLen with step 0
    return StepRange(first(r) * x, step(r) * x, last(r) * x)
end
broadcasted(::typeof(+), a::OrdinalRange, b::OrdinalRange) = added_ranges(a, b, +)
broadcasted(::typeof(-), a::OrdinalRange, b::OrdinalRange) = added_ranges(a, b, -)
function added_ranges(a::OrdinalRange, b::OrdinalRange, op)
    length(a) == length(b) || throw(DimensionMismatch(string("argument dimensions must match: length of r1 is ",
                                                             length(a), ", length of r2 is ", length(b))))
    return StepRange(op(first(a), first(b)), op(step(a), step(b)), op(last(a), last(b)))
end
# Julia defines these undotted too: -r, r * 2, 2 * r, r + s and r - s
-(r::OrdinalRange) = broadcasted(-, r)
*(r::OrdinalRange, x::Integer) = scaled_range(r, x)
*(x::Integer, r::OrdinalRange) = scaled_range(r, x)
+(a::OrdinalRange, b::OrdinalRange) = added_ranges(a, b, +)
-(a::OrdinalRange, b::OrdinalRange) = added_ranges(a, b, -)
# With a float, an integer range becomes a StepRangeLen (Julia's
# range(start; step, length) of the shifted or scaled ends); a float range
# keeps its twice-precision reference element and step.
broadcasted(::typeof(+), r::OrdinalRange, x::Float64) = range_start_step(first(r) + x, Float64(step(r)), length(r))
broadcasted(::typeof(+), x::Float64, r::OrdinalRange) = range_start_step(x + first(r), Float64(step(r)), length(r))
broadcasted(::typeof(-), r::OrdinalRange, x::Float64) = range_start_step(first(r) - x, Float64(step(r)), length(r))
broadcasted(::typeof(-), x::Float64, r::OrdinalRange) = range_start_step(x - first(r), -Float64(step(r)), length(r))
broadcasted(::typeof(*), r::OrdinalRange, x::Float64) = range_start_step(first(r) * x, step(r) * x, length(r))
broadcasted(::typeof(*), x::Float64, r::OrdinalRange) = range_start_step(x * first(r), x * step(r), length(r))
broadcasted(::typeof(/), r::OrdinalRange, x::Number) = range_start_step(first(r) / x, step(r) / x, length(r))
broadcasted(::typeof(-), r::FloatRange) = float_range(-r.ref, -r.step, r.len, r.offset)
broadcasted(::typeof(+), r::FloatRange, x::Real) = float_range(r.ref + x, r.step, r.len, r.offset)
broadcasted(::typeof(+), x::Real, r::FloatRange) = float_range(r.ref + x, r.step, r.len, r.offset)
broadcasted(::typeof(-), r::FloatRange, x::Real) = float_range(r.ref + (-x), r.step, r.len, r.offset)
broadcasted(::typeof(-), x::Real, r::FloatRange) = float_range(-r.ref + x, -r.step, r.len, r.offset)
broadcasted(::typeof(*), r::FloatRange, x::Real) = float_range(r.ref * x, r.step * x, r.len, r.offset)
broadcasted(::typeof(*), x::Real, r::FloatRange) = float_range(r.ref * x, r.step * x, r.len, r.offset)
broadcasted(::typeof(/), r::FloatRange, x::Real) = float_range(r.ref / twice(Float64(x)), r.step / twice(Float64(x)), r.len, r.offset)
broadcasted(::typeof(-), r::LinRange) = LinRange(-r.start, -r.stop, r.len)
broadcasted(::typeof(+), r::LinRange, x::Real) = LinRange(r.start + x, r.stop + x, r.len)
broadcasted(::typeof(+), x::Real, r::LinRange) = LinRange(x + r.start, x + r.stop, r.len)
broadcasted(::typeof(-), r::LinRange, x::Real) = LinRange(r.start - x, r.stop - x, r.len)
broadcasted(::typeof(-), x::Real, r::LinRange) = LinRange(x - r.start, x - r.stop, r.len)
broadcasted(::typeof(*), r::LinRange, x::Real) = LinRange(r.start * x, r.stop * x, r.len)
broadcasted(::typeof(*), x::Real, r::LinRange) = LinRange(x * r.start, x * r.stop, r.len)
broadcasted(::typeof(/), r::LinRange, x::Real) = LinRange(r.start / x, r.stop / x, r.len)
zero_step_unsupported() = throw(ArgumentError("jlc: a range of integers with step 0 (StepRangeLen) is not supported yet"))

# ---- arithmetic on whole arrays (Julia's arraymath.jl): element by element,
# as the dotted forms, for arrays of the same shape or an array and a number ----
-(a::AbstractArray) = broadcast(-, a)
+(a::AbstractArray, b::AbstractArray) = (promote_shape(a, b); broadcast(+, a, b))
-(a::AbstractArray, b::AbstractArray) = (promote_shape(a, b); broadcast(-, a, b))
*(x::Number, a::AbstractArray) = broadcast(*, x, a)
*(a::AbstractArray, x::Number) = broadcast(*, a, x)
/(a::AbstractArray, x::Number) = broadcast(/, a, x)

# The axes two arrays combined elementwise share; where they differ, Julia's
# DimensionMismatch. Dimensions past the other's must be of length 1.
function promote_shape(a::AbstractArray, b::AbstractArray)
    A, B = axes(a), axes(b)
    length(A) < length(B) && return promote_shape(b, a)
    for i in 1:length(B)
        A[i] == B[i] || throw(DimensionMismatch(string("dimensions must match: a has dims ", A, ", b has dims ", B, ", mismatch at ", i)))
    end
    for i in (length(B) + 1):length(A)
        A[i] == OneTo(1) ||
            throw(DimensionMismatch(string("dimensions must match: a has dims ", A, ", b has dims ", B, ", must have singleton at dim ", i)))
    end
    return A
end
