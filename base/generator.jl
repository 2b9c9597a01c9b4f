# generator.jl — (f(x) for x in itr if c(x)) and the comprehensions over them;
# enumerate and zip.
# lower.c makes Generator(x -> f(x), Filter(x -> c(x), itr)).

## iterator traits: what collect may ask of an iterator before iterating ##

# IteratorSize: whether length (HasLength) or size (HasShape) is known in
# advance; IteratorEltype: whether eltype is. As Julia's, asked of the type,
# with Julia's defaults for an iterator that declares neither.
abstract type IteratorSize end
struct SizeUnknown <: IteratorSize end
struct HasLength <: IteratorSize end
struct HasShape{N} <: IteratorSize end
struct IsInfinite <: IteratorSize end
IteratorSize(x) = IteratorSize(typeof(x))
IteratorSize(::Type) = HasLength()
IteratorSize(::Type{<:AbstractArray{T, N}}) where {T, N} = HasShape{N}()
IteratorSize(::Type{<:AbstractRange}) = HasShape{1}()
# (by dispatch, so that inference knows the answer and a length nobody can
# ask for is not compiled)
haslength(itr) = has_length_size(IteratorSize(itr))
has_length_size(::Union{HasLength, HasShape}) = true
has_length_size(::IteratorSize) = false

abstract type IteratorEltype end
struct EltypeUnknown <: IteratorEltype end
struct HasEltype <: IteratorEltype end
IteratorEltype(x) = IteratorEltype(typeof(x))
IteratorEltype(::Type) = HasEltype()
# (a tuple of run-time length has no type to ask: typeof would be made at run time)
@runtime_length IteratorSize(::Tuple) = HasLength()
@runtime_length IteratorEltype(::Tuple) = HasEltype()

eltype(x) = eltype(typeof(x))
eltype(::Type) = Any
eltype(::Type{<:AbstractArray{E}}) where {E} = @isdefined(E) ? E : Any
# a number is a collection of one element: itself
eltype(::Type{T}) where {T<:Number} = T
iterate(x::Number) = (x, nothing)
iterate(x::Number, ::Nothing) = nothing
length(x::Number) = 1
IteratorSize(::Type{<:EachLine}) = SizeUnknown()
IteratorSize(::Type{<:SplitIterator}) = SizeUnknown()

# isempty(itr) of any iterable: whether it has a first element.
isempty(itr) = iterate(itr) === nothing

# first(itr): its first element, with Julia's message when there is none.
function first(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return y[1]
end

# only(itr): the one element of a collection that must hold exactly one
function only(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("Collection is empty, must contain exactly 1 element"))
    iterate(itr, y[2]) === nothing || throw(ArgumentError("Collection has multiple elements, must contain exactly 1 element"))
    return y[1]
end

struct Generator{F, I}
    f::F
    iter::I
end

struct Filter{F, I}
    flt::F
    itr::I
end

function iterate(g::Generator)
    y = iterate(g.iter)
    y === nothing && return nothing
    return (g.f(y[1]), y[2])
end
function iterate(g::Generator, s)
    y = iterate(g.iter, s)
    y === nothing && return nothing
    return (g.f(y[1]), y[2])
end
length(g::Generator) = length(g.iter)
# The element type is what inference says f returns, so even an empty
# comprehension has Julia's element type.
eltype(g::Generator) = Core._return_type(g.f, eltype(g.iter))

iterate(f::Filter) = filter_next(f, iterate(f.itr))
iterate(f::Filter, s) = filter_next(f, iterate(f.itr, s))
function filter_next(f::Filter, y)
    while y !== nothing
        t = y::Tuple        # (y is reassigned in the loop, so the test does not narrow it)
        f.flt(t[1]) && return t
        y = iterate(f.itr, t[2])
    end
    return nothing
end
eltype(f::Filter) = eltype(f.itr)
IteratorSize(::Type{<:Filter}) = SizeUnknown()
IteratorSize(::Type{Generator{F, I}}) where {F, I} = IteratorSize(I)

# collect(itr): into a vector of its eltype (or, when it says it does not
# know it, of what inference says its elements are), allocated at once when
# its length is known.
collect(itr) = collect_sized(collect_eltype(itr, IteratorEltype(itr)), itr, IteratorSize(itr))
collect_eltype(itr, ::HasEltype) = eltype(itr)
collect_eltype(itr, ::EltypeUnknown) = Core._return_type(first_element, typeof(itr))
function first_element(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("empty"))   # only ever inferred, never called
    return y[1]
end
collect_sized(::Type{T}, itr, ::Union{HasLength, HasShape{1}}) where {T} = collect_shaped(T, itr, (length(itr),))
collect_sized(::Type{T}, itr, ::HasShape) where {T} = collect_shaped(T, itr, size(itr))
# into a new array of that shape, in memory order
function collect_shaped(::Type{T}, itr, shape::Tuple) where {T}
    a = array_of_shape(T, shape)
    i = 0
    for x in itr
        i += 1
        Core._arrayset(a, convert(T, x), i)
    end
    return a
end
collect_sized(::Type{T}, itr, ::IteratorSize) where {T} = collect_into(T, itr)
# (a generator over an m×n matrix, or a product of iterators, collects into an
# array of that shape)
# When inference leaves the element type abstract or a union, Julia types the
# array by the values instead (below); a concrete one is what the values are.
collect(g::Generator) = collect_generator(eltype(g), g, IteratorSize(g))
collect_generator(::Type{T}, g::Generator, size::IteratorSize) where {T} =
    isconcretetype(T) ? collect_typed_generator(T, g, size) : collect_by_values(g, size, T)
collect_typed_generator(::Type{T}, g::Generator, ::IteratorSize) where {T} = collect_into(T, g)
collect_typed_generator(::Type{T}, g::Generator, ::HasShape) where {T} = collect_shaped(T, g, size(g))
collect_typed_generator(::Type{T}, g::Generator, ::HasShape{1}) where {T} = collect_into(T, g)
# The explicit `T[f(x) for x in v]` is of type T whatever the values are.
collect(::Type{T}, g::Generator) where {T} = collect_typed_generator(T, g, IteratorSize(g))

# ---- an array typed by its values (Julia's collect_to_with_first! and grow_to!) ----
# The first value's type, widened by promote_typejoin when a later value does
# not fit (map(x -> x > 1 ? 1.0 : 1, [1, 2]) is a Vector{Real}); with no values,
# the type inference gives (ET). `make(T, shape)` makes the array (a broadcast
# makes a BitArray for Bool). Each step is a call on the value, so that it is
# split over the types the value may have.
# Where inference gives an abstract type (Any: every type the program stores
# under Any), a mismatch widens straight to it, not by promote_typejoin: the
# joins of all those types would be too many instances to compile.
widened_eltype(::Type{T}, ::Type{S}, ET::Union) where {T, S} = promote_typejoin(T, S)
widened_eltype(::Type{T}, ::Type{S}, ET) where {T, S} = ET
collect_by_values(itr, ::Union{HasLength, HasShape{1}}, ::Type{ET}, make=array_of_shape) where {ET} =
    collect_by_values_shaped(itr, (length(itr),), ET, make)
collect_by_values(itr, ::HasShape, ::Type{ET}, make=array_of_shape) where {ET} =
    collect_by_values_shaped(itr, size(itr), ET, make)
function collect_by_values_shaped(itr, shape::Tuple, ::Type{ET}, make) where {ET}
    y = iterate(itr)
    y === nothing && return make(ET, shape)
    return collect_from_first(y[1], itr, y[2], shape, make, ET)
end
# (typeof, not T: for a type as the value, T is Type{Int64}, typeof DataType)
function collect_from_first(first::T, itr, st, shape::Tuple, make, ::Type{ET}) where {T, ET}
    dest = make(typeof(first), shape)
    @inbounds dest[1] = first
    return collect_rest!(dest, 2, itr, st, shape, ET)
end
function collect_rest!(dest::AbstractArray{T}, i::Int64, itr, st, shape::Tuple, ::Type{ET}) where {T, ET}
    y = iterate(itr, st)
    while y !== nothing
        x, st = y
        x isa T || return collect_widen(dest, i, x, itr, st, shape, ET)
        @inbounds dest[i] = x
        i += 1
        y = iterate(itr, st)
    end
    return dest
end
function collect_widen(dest::AbstractArray{T}, i::Int64, x::S, itr, st, shape::Tuple, ::Type{ET}) where {T, S, ET}
    wider = array_of_shape(widened_eltype(T, S, ET), shape)
    for k in 1:i - 1
        @inbounds wider[k] = dest[k]
    end
    @inbounds wider[i] = x
    return collect_rest!(wider, i + 1, itr, st, shape, ET)
end
# of unknown length: grown by push!
function collect_by_values(itr, ::SizeUnknown, ::Type{ET}) where {ET}
    y = iterate(itr)
    y === nothing && return Vector{ET}(undef, 0)
    return grow_from_first(y[1], itr, y[2], ET)
end
function grow_from_first(first::T, itr, st, ::Type{ET}) where {T, ET}
    dest = Vector{T}(undef, 0)
    push!(dest, first)
    return grow_rest!(dest, itr, st, ET)
end
function grow_rest!(dest::Vector{T}, itr, st, ::Type{ET}) where {T, ET}
    y = iterate(itr, st)
    while y !== nothing
        x, st = y
        x isa T || return grow_widen(dest, x, itr, st, ET)
        push!(dest, x)
        y = iterate(itr, st)
    end
    return dest
end
function grow_widen(dest::Vector{T}, x::S, itr, st, ::Type{ET}) where {T, S, ET}
    wider = Vector{widened_eltype(T, S, ET)}(undef, 0)
    append!(wider, dest)
    push!(wider, x)
    return grow_rest!(wider, itr, st, ET)
end
# map(f, itr) of any other iterable: a vector (as Julia's collect of a Generator).
map(f, itr) = collect(Generator(f, itr))
function collect_into(::Type{T}, itr) where {T}
    a = Vector{T}(undef, 0)
    for x in itr
        push!(a, x)
    end
    return a
end

# enumerate(itr): (1, x1), (2, x2), ...
struct Enumerate{I}
    itr::I
end
enumerate(itr) = Enumerate(itr)
iterate(e::Enumerate) = enumerate_next(1, iterate(e.itr))
iterate(e::Enumerate, s) = enumerate_next(s[1] + 1, iterate(e.itr, s[2]))
enumerate_next(i::Int64, y) = y === nothing ? nothing : ((i, y[1]), (i, y[2]))
length(e::Enumerate) = length(e.itr)
eltype(e::Enumerate) = enumerate_eltype(eltype(e.itr))
enumerate_eltype(::Type{T}) where {T} = Tuple{Int64, T}
IteratorSize(::Type{Enumerate{I}}) where {I} = IteratorSize(I)

# zip(iters...): tuples of their elements, (a1, b1, ...), (a2, b2, ...), ...
# as long as all last. Each step iterates them from the left and stops at the
# first that has no more, leaving those after it untouched.
struct Zip{Is<:Tuple}
    is::Is
end
zip(is...) = Zip(is)
# (the first step passes each iterator ZipStart for its state)
struct ZipStart end
iterate(z::Zip) = zip_next(z.is, map(_ -> ZipStart(), z.is))
iterate(z::Zip, ss::Tuple) = zip_next(z.is, ss)
iterate_from(itr, ::ZipStart) = iterate(itr)
iterate_from(itr, s) = iterate(itr, s)
zip_next(::Tuple{}, ::Tuple{}) = ((), ())
function zip_next(is::Tuple, ss::Tuple)
    y = iterate_from(getfield(is, 1), getfield(ss, 1))
    y === nothing && return nothing
    r = zip_next(tail(is), tail(ss))
    r === nothing && return nothing
    return ((y[1], r[1]...), (y[2], r[2]...))
end
# as long as the shortest, leaving out the infinite ones
length(z::Zip) = foldl(min, map(itr -> length_bound(itr, IteratorSize(itr)), z.is))
length_bound(itr, ::IteratorSize) = length(itr)
length_bound(itr, ::IsInfinite) = typemax(Int64)
# Tuple{eltype(a), eltype(b), ...}: the type inference gives a tuple of a
# value of each eltype (a value only ever inferred, never made).
eltype(z::Zip) = Core._return_type(zip_eltype_witness, typeof(z))
zip_eltype_witness(z::Zip) = map(itr -> value_of_type(eltype(itr)), z.is)
value_of_type(::Type{T}) where {T} = Core._arrayref(Vector{T}(undef, 0), 1)
# unknown if any is, infinite only if all are, else a length
IteratorSize(::Type{Z}) where {Z<:Zip} = Core._return_type(zip_size_of, Z)()
zip_size_of(z::Zip) = zip_sizes(map(IteratorSize, z.is)...)
zip_sizes(a) = a
zip_sizes(a, b, rest...) = zip_sizes(zip_size(a, b), rest...)
zip_size(a::IteratorSize, b::IteratorSize) = HasLength()
zip_size(a::IsInfinite, b::IsInfinite) = a
zip_size(a::SizeUnknown, b::IteratorSize) = a
zip_size(a::IteratorSize, b::SizeUnknown) = b
zip_size(a::SizeUnknown, b::SizeUnknown) = a

# (f(i, j) for i in a, j in b): every pair, i changing fastest (column-major)
struct ProductIterator{A, B}
    a::A
    b::B
end
function iterate(p::ProductIterator)
    ya = iterate(p.a)
    ya === nothing && return nothing
    yb = iterate(p.b)
    yb === nothing && return nothing
    return ((ya[1], yb[1]), (ya[2], yb))
end
# the state: a's state and b's current (element, state)
function iterate(p::ProductIterator, s)
    ya = iterate(p.a, s[1])
    ya === nothing || return ((ya[1], s[2][1]), (ya[2], s[2]))
    yb = iterate(p.b, s[2][2])
    yb === nothing && return nothing
    ya1 = iterate(p.a)
    ya1 === nothing && return nothing
    return ((ya1[1], yb[1]), (ya1[2], yb))
end
length(p::ProductIterator) = length(p.a) * length(p.b)
# a nest of them, ProductIterator(ProductIterator(a, b), c), has a dimension per iterator
size(p::ProductIterator) = (product_size(p.a)..., length(p.b))
product_size(x) = (length(x),)
product_size(p::ProductIterator) = size(p)
eltype(p::ProductIterator) = product_eltype(eltype(p.a), eltype(p.b))
product_eltype(::Type{A}, ::Type{B}) where {A, B} = Tuple{A, B}
# a dimension per iterator: ProductIterator(ProductIterator(a, b), c) has 3
IteratorSize(::Type{ProductIterator{A, B}}) where {A, B} = HasShape{product_ndims(A) + 1}()
product_ndims(::Type) = 1
product_ndims(::Type{ProductIterator{A, B}}) where {A, B} = product_ndims(A) + 1
nest_product(p::ProductIterator) = p
nest_product(p::ProductIterator, c, rest...) = nest_product(ProductIterator(p, c), rest...)
size(g::Generator) = size(g.iter)

# (f(i, j) for i in a for j in g(i)): the elements of each inner iterator in
# turn. The state: the outer state, the inner iterator and its state.
struct Flatten{I}
    it::I
end
iterate(f::Flatten) = flatten_from(f, iterate(f.it))
function iterate(f::Flatten, s)
    z = iterate(s[2], s[3])
    z === nothing || return (z[1], (s[1], s[2], z[2]))
    return flatten_from(f, iterate(f.it, s[1]))
end
# the first element of the first non-empty inner iterator from outer step y on
function flatten_from(f::Flatten, y)
    while y !== nothing
        t = y::Tuple        # (y is reassigned in the loop, so the test does not narrow it)
        inner = t[1]
        z = iterate(inner)
        z === nothing || return (z[1], (t[2], inner, z[2]))
        y = iterate(f.it, t[2])
    end
    return nothing
end
# The element type is what inference says the elements are, so an empty
# comprehension has it too.
eltype(f::Flatten) = Core._return_type(flatten_first, typeof(f))
function flatten_first(f::Flatten)
    y = iterate(f)
    y === nothing && throw(ArgumentError("empty"))   # only ever inferred, never called
    return y[1]
end
collect(f::Flatten) = collect_into(eltype(f), f)
IteratorSize(::Type{<:Flatten}) = SizeUnknown()
collect(::Type{T}, f::Flatten) where {T} = collect_into(T, f)

# The result of folding an empty itr (for reduce.jl's mapfoldl_impl). Julia
# moves a generator's function and a filter's test into the fold (its
# `_xfadjoint`), so what counts is the function applied to the innermost
# collection's elements: over a generator of an anonymous function, not even
# a sum has a value.
fold_empty(f, op, itr) = mapreduce_empty(f, op, eltype(itr))
fold_empty(f, op, itr::Filter) = fold_empty(f, op, itr.itr)
fold_empty(f, op, ::Flatten) = empty_reduce_error()
function fold_empty(f, op, g::Generator)
    is_identity(f) && return fold_empty(g.f, op, g.iter)
    is_identity(g.f) && return fold_empty(f, op, g.iter)
    (g.f === abs) | (g.f === abs2) && return g.f(fold_empty(f, op, g.iter))
    return empty_reduce_error()
end
