# reduce.jl — folds over collections: mapreduce, reduce, sum, prod, maximum,
# minimum, and the predicates any, all, count.
#
# Every fold here runs left to right, which is what Julia does for fewer than
# 16 elements; beyond that Julia sums floats pairwise (with SIMD), so a long
# float sum may differ from Julia's in the last bits.

# The default of init=: no initial value, start from the first element.
struct NoInit end

empty_reduce_error() =
    throw(ArgumentError("reducing over an empty collection is not allowed; consider supplying `init` to the reducer"))

# sum and prod widen small integers to Int64 or UInt64 (and Bool to Int64),
# from the first element on: sum(Int8[100, 100]) == 200. (Julia's add_sum and
# mul_prod are functions; here they are callable structs, so that methods can
# dispatch on them: jlc's signatures do not take ::typeof(f) yet.)
const SmallSigned = Union{Int8, Int16, Int32}
const SmallUnsigned = Union{UInt8, UInt16, UInt32}
struct AddSum end
struct MulProd end
const add_sum = AddSum()
const mul_prod = MulProd()
(::AddSum)(x, y) = x + y
(::AddSum)(x::SmallSigned, y::SmallSigned) = Int64(x) + Int64(y)
(::AddSum)(x::SmallUnsigned, y::SmallUnsigned) = UInt64(x) + UInt64(y)
(::MulProd)(x, y) = x * y
(::MulProd)(x::SmallSigned, y::SmallSigned) = Int64(x) * Int64(y)
(::MulProd)(x::SmallUnsigned, y::SmallUnsigned) = UInt64(x) * UInt64(y)

# The accumulator a fold starts from: the first value, widened for sum and prod.
reduce_first(op, x) = x
reduce_first(::Union{AddSum, MulProd}, x::Union{SmallSigned, Bool}) = Int64(x)
reduce_first(::Union{AddSum, MulProd}, x::SmallUnsigned) = UInt64(x)

# The result of folding nothing with op, where Julia defines one. (jlc infers
# both sides of a test like op === (+), so what each side computes must exist
# for every T: the identities below are errors for types that have none.)
additive_identity(::Type{T}) where {T<:Number} = zero(T)
additive_identity(::Type{Union{}}) = empty_reduce_error()     # eltype(()): no elements to take one from
additive_identity(::Type{T}) where {T} = empty_reduce_error()
multiplicative_identity(::Type{T}) where {T<:Number} = one(T)
multiplicative_identity(::Type{Union{}}) = empty_reduce_error()
multiplicative_identity(::Type{T}) where {T<:AbstractString} = ""
multiplicative_identity(::Type{T}) where {T} = empty_reduce_error()
and_identity(::Type{Bool}) = true
and_identity(::Type{T}) where {T} = empty_reduce_error()
or_identity(::Type{Bool}) = false
or_identity(::Type{T}) where {T} = empty_reduce_error()
reduce_empty(::AddSum, ::Type{T}) where {T} = reduce_first(add_sum, additive_identity(T))
reduce_empty(::MulProd, ::Type{T}) where {T} = reduce_first(mul_prod, multiplicative_identity(T))
function reduce_empty(op, ::Type{T}) where {T}
    op === (+) && return additive_identity(T)
    op === (*) && return multiplicative_identity(T)
    op === (&) && return and_identity(T)
    op === (|) && return or_identity(T)
    return empty_reduce_error()
end

# For mapreduce: the front ends without a function pass Elements() (the
# identity, as a type that methods can dispatch on). Of the other functions,
# only abs and abs2 give a value for no elements: the fold's own, or zero for
# a maximum (no absolute value is below it).
struct Elements end
(::Elements)(x) = x
is_identity(f) = (f === identity) | (f isa Elements)
function mapreduce_empty(f, op, ::Type{T}) where {T}
    is_identity(f) && return reduce_empty(op, T)
    if (f === abs) | (f === abs2)
        op === max && return f(additive_identity(T))
        return f(reduce_empty(op, T))
    end
    return empty_reduce_error()
end

function mapfoldl_impl(f, op, init, itr)
    next = iterate(itr)
    if init isa NoInit
        next === nothing && return fold_empty(f, op, itr)
        x, state = next
        acc = reduce_first(op, f(x))
        next = iterate(itr, state)
    else
        acc = init
    end
    while next !== nothing
        x, state = next
        acc = op(acc, f(x))
        next = iterate(itr, state)
    end
    return acc
end

mapreduce(f, op, itr; init=NoInit()) = mapfoldl_impl(f, op, init, itr)
mapfoldl(f, op, itr; init=NoInit()) = mapfoldl_impl(f, op, init, itr)
reduce(op, itr; init=NoInit()) = mapfoldl_impl(Elements(), op, init, itr)
foldl(op, itr; init=NoInit()) = mapfoldl_impl(Elements(), op, init, itr)

sum(f, itr; init=NoInit()) = mapfoldl_impl(f, add_sum, init, itr)
sum(itr; init=NoInit()) = mapfoldl_impl(Elements(), add_sum, init, itr)
prod(f, itr; init=NoInit()) = mapfoldl_impl(f, mul_prod, init, itr)
prod(itr; init=NoInit()) = mapfoldl_impl(Elements(), mul_prod, init, itr)
maximum(f, itr; init=NoInit()) = mapfoldl_impl(f, max, init, itr)
maximum(itr; init=NoInit()) = mapfoldl_impl(Elements(), max, init, itr)
minimum(f, itr; init=NoInit()) = mapfoldl_impl(f, min, init, itr)
minimum(itr; init=NoInit()) = mapfoldl_impl(Elements(), min, init, itr)

# any and all stop at the first element that decides them. f returns a Bool,
# or missing where it cannot tell: then, as Julia's three-valued logic, the
# answer is missing unless a later element decides it. (The rest is walked
# apart, so that where f never returns missing the answer is a plain Bool.)
any(f, itr) = first_deciding(f, itr, true)
all(f, itr) = first_deciding(f, itr, false)
function first_deciding(f, itr, decisive::Bool)
    y = iterate(itr)
    while y !== nothing
        t = y::Tuple        # (y is reassigned in the loop, so the test does not narrow it)
        v = f(t[1])
        v isa Missing && return deciding_after_missing(f, itr, t[2], decisive)
        v == decisive && return decisive
        y = iterate(itr, t[2])
    end
    return !decisive
end
function deciding_after_missing(f, itr, s, decisive::Bool)
    y = iterate(itr, s)
    while y !== nothing
        t = y::Tuple
        f(t[1]) === decisive && return decisive
        y = iterate(itr, t[2])
    end
    return missing
end
any(itr) = any(identity, itr)
all(itr) = all(identity, itr)

count(f, itr; init::Integer=0) = count_all(f, itr, init)
function count_all(f, itr, n::Integer)
    for x in itr
        n += f(x)::Bool
    end
    return n
end
count(itr) = count(identity, itr)

# x in itr, x ∈ itr: whether some element == x (missing if some == says
# missing and none says true)
in(x, itr) = any(==(x), itr)
const ∈ = in
∉(x, itr) = !in(x, itr)
∋(itr, x) = in(x, itr)
∌(itr, x) = !in(x, itr)
