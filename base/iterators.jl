# iterators.jl — Base.Iterators: lazy wrappers over other iterators, and the
# small functional helpers (Fix1, Fix2, Some) that go with them.

## Base.Fix1, Base.Fix2: a function with one argument fixed ##

struct Fix1{F, T} <: Function
    f::F
    x::T
end
struct Fix2{F, T} <: Function
    f::F
    x::T
end
(g::Fix1)(y) = g.f(g.x, y)
(g::Fix2)(y) = g.f(y, g.x)
# ==(x) is the predicate y -> y == x, and so on for the other comparisons.
==(x) = Fix2(==, x)
!=(x) = Fix2(!=, x)
isequal(x) = Fix2(isequal, x)
>(x) = Fix2(>, x)
>=(x) = Fix2(>=, x)
<(x) = Fix2(<, x)
<=(x) = Fix2(<=, x)
in(x) = Fix2(in, x)

## Some, something ##

struct Some{T}
    value::T
end
something() = throw(ArgumentError("No value arguments present"))
something(x::Nothing, xs...) = something(xs...)
something(x::Some, xs...) = x.value
something(x, xs...) = x
isnothing(x) = x === nothing
show(io::IO, s::Some) = (print(io, "Some("); show(io, s.value); print(io, ')'))

## folds and maps that Base's reduce.jl leaves out ##

# foldr(op, itr): op(x1, op(x2, ... op(xn-1, xn))), from the right.
foldr(op, v::Vector; init=NoInit()) = mapfoldr_vector(identity, op, v, init)
# mapfoldr(f, op, itr): op(f(x1), op(f(x2), ... f(xn))), f called from the
# right too, each just before the op that takes it.
function mapfoldr_vector(f, op, v::Vector, init)
    n = length(v)
    if init isa NoInit
        n == 0 && return empty_reduce_error()
        acc = f(v[n])
        n -= 1
    else
        acc = init
    end
    for i in n:-1:1
        acc = op(f(v[i]), acc)
    end
    return acc
end
foldr(op, itr; init=NoInit()) = foldr(op, collect(itr); init=init)
# Over a tuple, each step may have a type of its own (foldr(=>, (1, 2, 3)) is
# 1 => (2 => 3)): folded by recursion over the elements, not by a loop.
foldr(op, t::Tuple; init=NoInit()) = tuple_foldr(op, init, t...)
foldl(op, t::Tuple; init=NoInit()) = tuple_foldl(op, init, t...)
tuple_foldr(op, ::NoInit) = empty_reduce_error()
tuple_foldr(op, init) = init
tuple_foldr(op, ::NoInit, x) = x
tuple_foldr(op, init, x, xs...) = op(x, tuple_foldr(op, init, xs...))
tuple_foldl(op, ::NoInit) = empty_reduce_error()
tuple_foldl(op, init) = init
tuple_foldl(op, ::NoInit, x, xs...) = afoldl(op, x, xs...)
tuple_foldl(op, init, xs...) = afoldl(op, init, xs...)
mapfoldr(f, op, itr; init=NoInit()) = mapfoldr_vector(f, op, collect(itr), init)

# accumulate(op, v): the running results op(...op(v1, v2)..., vi).
accumulate(op, v::Union{Vector, AbstractRange}; dims=nothing, init=NoInit()) =
    accumulate!(op, Vector{accumulate_type(op, eltype(v), init)}(undef, length(v)), v; dims=dims, init=init)
# accumulate!(op, dest, v): the same, stored in dest (along dimension dims
# of an array when that is given: accumulate_dims!).
function accumulate!(op, dest, v; dims=nothing, init=NoInit())
    dims === nothing || return accumulate_dims!(op, dest, v, dims, init)
    T = eltype(dest)
    i = 0
    for x in v
        i += 1
        acc = i == 1 ? (init isa NoInit ? reduce_first(op, x) : op(init, x)) : op(Core._arrayref(dest, i - 1), x)
        dest[i] = convert(T, acc)
    end
    return dest
end
# (what op returns for the widened first element and an element, or for init
# and an element, as inference knows it)
accumulate_type(op, ::Type{T}, ::NoInit) where {T} = accumulate_eltype(op, T)
accumulate_type(op, ::Type{T}, init::I) where {T, I} = Core._return_type(Splat(op), Tuple{I, T})

# map!(f, dest, srcs...): dest[i] = f(srcs[1][i], ...), as far as the shortest.
function map!(f, dest::Vector, src)
    i = 0
    for x in src
        i += 1
        i > length(dest) && break
        dest[i] = f(x)
    end
    return dest
end
function map!(f, dest::Vector, a, b)
    i = 0
    for (x, y) in zip(a, b)
        i += 1
        i > length(dest) && break
        dest[i] = f(x, y)
    end
    return dest
end

# With several iterators, f takes one element of each, as far as the shortest.
mapreduce(f, op, a, b; init=NoInit()) = mapfoldl_impl(Splat(f), op, init, zip(a, b))
foreach(f, a, b) = (for (x, y) in zip(a, b); f(x, y); end; nothing)
map(f, a, b) = collect(Generator(Splat(f), zip(a, b)))
struct Splat{F} <: Function
    f::F
end
(s::Splat)(t) = s.f(t...)
# splat(f): a function taking one tuple (or other collection) as f's arguments
splat(f) = Splat(f)

# Returns(v): a function returning v, whatever it is called with
struct Returns{V} <: Function
    value::V
end
(r::Returns)(args...; kws...) = r.value

module Iterators


enumerate(itr) = Base.enumerate(itr)
zip(is...) = Base.zip(is...)
filter(f, itr) = Base.Filter(f, itr)
map(f, itr) = Base.Generator(f, itr)
map(f, itr, itrs...) = Base.Generator(Base.Splat(f), Base.zip(itr, itrs...))
flatten(itr) = Base.Flatten(itr)
product(a, b) = Base.ProductIterator(a, b)
# Of three or more: the pairs nest, ((a, b), c), as a comprehension's do,
# and each element is unnested: (x, y, z), the first changing fastest, in
# an array of a dimension per iterator when collected.
product(a, b, c, rest...) = Base.Generator(Unnest{2 + length(rest)}(), Base.nest_product(Base.ProductIterator(a, b), c, rest...))
# ((x, y), z) to (x, y, z): the nest is N - 1 pairs deep (so an element that
# is itself a tuple stays whole).
struct Unnest{N} end
(::Unnest{1})(t) = t
(::Unnest{N})(t) where {N} = (Unnest{N - 1}()(t[1])..., t[2])

# take(itr, n): the first n elements.
struct Take{I}
    xs::I
    n::Int64
end
take(xs, n::Integer) = n < 0 ? throw(ArgumentError("Take length must be non-negative")) : Take(xs, Int64(n))
Base.iterate(it::Take) = take_next(it, it.n, it.n <= 0 ? nothing : iterate(it.xs))
Base.iterate(it::Take, s::Tuple) = take_next(it, s[1], s[1] <= 0 ? nothing : iterate(it.xs, s[2]))
take_next(it::Take, left::Int64, y) = y === nothing ? nothing : (y[1], (left - 1, y[2]))
Base.eltype(it::Take) = eltype(it.xs)
# first(itr, n): its first n elements (fewer if it has fewer), in a vector.
Base.first(itr, n::Integer) = collect(take(itr, n))
Base.length(it::Take) = take_length(it, Base.IteratorSize(it.xs))
take_length(it::Take, ::Base.IteratorSize) = min(it.n, length(it.xs))
take_length(it::Take, ::Base.IsInfinite) = it.n
Base.IteratorSize(::Type{Take{I}}) where {I} = take_size(Base.IteratorSize(I))
take_size(::Base.IteratorSize) = Base.HasLength()
take_size(s::Base.SizeUnknown) = s

# drop(itr, n): all but the first n.
struct Drop{I}
    xs::I
    n::Int64
end
drop(xs, n::Integer) = n < 0 ? throw(ArgumentError("Drop length must be non-negative")) : Drop(xs, Int64(n))
function Base.iterate(it::Drop)
    y = iterate(it.xs)
    for i in 1:it.n
        y === nothing && return nothing
        y = iterate(it.xs, y[2])
    end
    return y
end
Base.iterate(it::Drop, s) = iterate(it.xs, s)
Base.eltype(it::Drop) = eltype(it.xs)
Base.length(it::Drop) = max(0, length(it.xs) - it.n)
Base.IteratorSize(::Type{Drop{I}}) where {I} = drop_size(Base.IteratorSize(I))
drop_size(::Base.IteratorSize) = Base.HasLength()
drop_size(s::Union{Base.SizeUnknown, Base.IsInfinite}) = s

# takewhile(p, itr), dropwhile(p, itr)
struct TakeWhile{I, P}
    pred::P
    xs::I
end
takewhile(pred, xs) = TakeWhile(pred, xs)
Base.iterate(it::TakeWhile) = takewhile_next(it, iterate(it.xs))
Base.iterate(it::TakeWhile, s) = takewhile_next(it, iterate(it.xs, s))
takewhile_next(it::TakeWhile, y) = y === nothing ? nothing : it.pred(y[1]) ? y : nothing
Base.eltype(it::TakeWhile) = eltype(it.xs)
Base.IteratorSize(::Type{<:TakeWhile}) = Base.SizeUnknown()

struct DropWhile{I, P}
    pred::P
    xs::I
end
dropwhile(pred, xs) = DropWhile(pred, xs)
function Base.iterate(it::DropWhile)
    y = iterate(it.xs)
    while y !== nothing
        t = y::Tuple        # (y is reassigned in the loop, so the test does not narrow it)
        it.pred(t[1]) || return t
        y = iterate(it.xs, t[2])
    end
    return nothing
end
Base.iterate(it::DropWhile, s) = iterate(it.xs, s)
Base.eltype(it::DropWhile) = eltype(it.xs)
Base.IteratorSize(::Type{<:DropWhile}) = Base.SizeUnknown()

# countfrom(start, step): start, start + step, ... without end.
struct Count{T, S}
    start::T
    step::S
end
countfrom(start::Number, step::Number) = Count(Base.promote(start, step)...)
countfrom(start::Number) = Count(start, one(start))
countfrom() = Count(1, 1)
Base.iterate(it::Count) = (it.start, it.start)
Base.iterate(it::Count, s) = (s + it.step, s + it.step)
Base.eltype(it::Count{T}) where {T} = T
Base.IteratorSize(::Type{<:Count}) = Base.IsInfinite()

# repeated(x[, n]): x over and over (n times).
struct Repeated{T}
    x::T
end
repeated(x) = Repeated(x)
repeated(x, n::Integer) = take(Repeated(x), n)
Base.iterate(it::Repeated, state=nothing) = (it.x, nothing)
Base.eltype(::Type{Repeated{T}}) where {T} = T
Base.IteratorSize(::Type{<:Repeated}) = Base.IsInfinite()

# flatmap(f, itr): the elements of f(x) for each x of itr, in order
flatmap(f, itr) = flatten(Base.Generator(f, itr))

# cycle(itr): its elements over and over (nothing, if it has none).
struct Cycle{I}
    xs::I
end
cycle(xs) = Cycle(xs)
# cycle(xs, n): its elements n times over.
cycle(xs, n::Integer) = flatten(Base.Generator(_ -> xs, 1:n))
function Base.iterate(it::Cycle)
    y = iterate(it.xs)
    y === nothing && return nothing
    return (y[1], y[2])
end
function Base.iterate(it::Cycle, s)
    y = iterate(it.xs, s)
    y === nothing && return iterate(it)
    return y
end
Base.eltype(it::Cycle) = eltype(it.xs)
Base.IteratorSize(::Type{<:Cycle}) = Base.IsInfinite()

# rest(itr, state): itr from that state on.
struct Rest{I, S}
    itr::I
    st::S
end
rest(itr, state) = Rest(itr, state)
rest(itr) = itr
Base.iterate(r::Rest) = iterate(r.itr, r.st)
Base.iterate(r::Rest, s) = iterate(r.itr, s)
Base.eltype(r::Rest) = eltype(r.itr)
Base.IteratorSize(::Type{<:Rest}) = Base.SizeUnknown()

# reverse(itr): a vector, range or string from its end.
struct Reverse{T}
    itr::T
end
reverse(itr) = Reverse(itr)
Base.iterate(r::Reverse{<:Union{Vector, AbstractRange}}) = reverse_at(r, length(r.itr))
Base.iterate(r::Reverse{<:Union{Vector, AbstractRange}}, i::Int64) = reverse_at(r, i)
reverse_at(r::Reverse, i::Int64) = i < 1 ? nothing : (r.itr[i], i - 1)
Base.iterate(r::Reverse{<:AbstractString}) = reverse_char(r, lastindex(r.itr))
Base.iterate(r::Reverse{<:AbstractString}, i::Int64) = reverse_char(r, i)
reverse_char(r::Reverse, i::Int64) = i < 1 ? nothing : (r.itr[i], prevind(r.itr, i))
Base.eltype(r::Reverse) = eltype(r.itr)
Base.length(r::Reverse) = length(r.itr)

# partition(v, n): consecutive pieces of n (the last may be shorter): views
# of a vector, ranges of a unit range.
struct PartitionIterator{T}
    c::T
    n::Int64
end
partition(c, n::Integer) = n < 1 ? throw(ArgumentError("cannot create partitions of length $n")) : PartitionIterator(c, Int64(n))
function Base.iterate(p::PartitionIterator, i::Int64=1)
    i > length(p.c) && return nothing
    j = min(i + p.n - 1, length(p.c))
    return (partition_piece(p.c, i, j), j + 1)
end
partition_piece(v::Vector, i::Int64, j::Int64) = view(v, i:j)
partition_piece(r::UnitRange, i::Int64, j::Int64) = (first(r) + i - 1):(first(r) + j - 1)
Base.length(p::PartitionIterator) = cld(length(p.c), p.n)
Base.eltype(p::PartitionIterator) = typeof(partition_piece(p.c, 1, 1))
# of a string: SubStrings of n characters (the state a byte index)
function Base.iterate(p::PartitionIterator{<:AbstractString}, i::Int64=1)
    i > ncodeunits(p.c) && return nothing
    j = min(nextind(p.c, i, p.n - 1), lastindex(p.c))
    return (SubString(p.c, i, j), nextind(p.c, j))
end
Base.eltype(::PartitionIterator{T}) where {T<:AbstractString} = SubString{T}

end # module Iterators
