# missing.jl — `missing`, the value of an absent datum, as Julia's
# base/missing.jl defines it: it propagates through arithmetic, math and
# comparisons (`missing == 1` is `missing`), `&` and `|` follow three-valued
# logic, `isequal` and `isless` order it after every other value (so `sort`
# puts it last), and `skipmissing` iterates past it.

struct Missing end
const missing = Missing()

ismissing(x) = false
ismissing(::Missing) = true
nonmissingtype(::Type{T}) where {T} = Core._typesplit(T, Missing)

# [1, missing] is a Vector{Union{Missing, Int64}}, as [1, nothing] is a
# Vector{Union{Nothing, Int64}} (Julia's rules in missing.jl and some.jl).
promote_rule(::Type{Missing}, ::Type{S}) where {S} = Union{S, Missing}
promote_rule(::Type{Nothing}, ::Type{S}) where {S} = Union{S, Nothing}
promote_rule(::Type{Missing}, ::Type{Nothing}) = Union{Nothing, Missing}
promote_rule(::Type{Nothing}, ::Type{Missing}) = Union{Nothing, Missing}

# Julia's promote_typejoin: the typejoin of the types without their Nothing
# and Missing, with those kept as a union (Dict("a" => 1, "b" => nothing)
# is a Dict{String, Union{Nothing, Int64}}).
promote_typejoin(::Type{A}, ::Type{B}) where {A, B} =
    union_of(A, B, typejoin(Core._typesplit(A, Union{Nothing, Missing}), Core._typesplit(B, Union{Nothing, Missing})))
union_of(::Type{A}, ::Type{B}, ::Type{C}) where {A, B, C} = Union{A, B, C}

show(io::IO, ::Missing) = print(io, "missing")
typeinfo_implicit(::Type{Missing}) = true      # a singleton: [missing, missing]
print(io::IO, ::Missing) = print(io, "missing")

## comparison: missing unless asked for identity or order ##

==(::Missing, ::Missing) = missing
==(::Missing, ::Any) = missing
==(::Any, ::Missing) = missing
<(::Missing, ::Missing) = missing
<(::Missing, ::Any) = missing
<(::Any, ::Missing) = missing
<=(::Missing, ::Missing) = missing
<=(::Missing, ::Any) = missing
<=(::Any, ::Missing) = missing
isequal(::Missing, ::Missing) = true
isequal(::Missing, ::Any) = false
isequal(::Any, ::Missing) = false
# As a key of a Dict or Set: missing is isequal only to itself, so any
# constant serves (Julia hashes it by its objectid, a number of its own).
hash(::Missing, h::UInt64) = hash(0x8f9a5f8ab9cda06e, h)
isless(::Missing, ::Missing) = false
isless(::Missing, ::Any) = false
isless(::Any, ::Missing) = true

# Arrays: == is missing when some pair compares missing and none unequal;
# an eltype that cannot hold missing keeps == a Bool (may_hold_missing folds
# to a constant).
may_hold_missing(a, b) = (Missing <: eltype(a)) | (Missing <: eltype(b))
function elements_eq_missing(a, b)
    anymissing = false
    for i in 1:length(a)
        eq = a[i] == b[i]
        if eq isa Missing
            anymissing = true
        elseif !eq
            return false
        end
    end
    return anymissing ? missing : true
end
## three-valued logic ##

!(::Missing) = missing
&(::Missing, ::Missing) = missing
&(::Missing, b::Bool) = b ? missing : false
&(b::Bool, ::Missing) = b ? missing : false
&(::Missing, ::Integer) = missing
&(::Integer, ::Missing) = missing
|(::Missing, ::Missing) = missing
|(::Missing, b::Bool) = b ? true : missing
|(b::Bool, ::Missing) = b ? true : missing
|(::Missing, ::Integer) = missing
|(::Integer, ::Missing) = missing
xor(::Missing, ::Missing) = missing
xor(::Missing, ::Integer) = missing
xor(::Integer, ::Missing) = missing

## arithmetic and math: missing in, missing out ##

+(::Missing) = missing
-(::Missing) = missing
+(::Missing, ::Missing) = missing
+(::Missing, ::Number) = missing
+(::Number, ::Missing) = missing
-(::Missing, ::Missing) = missing
-(::Missing, ::Number) = missing
-(::Number, ::Missing) = missing
*(::Missing, ::Missing) = missing
*(::Missing, ::Number) = missing
*(::Number, ::Missing) = missing
/(::Missing, ::Missing) = missing
/(::Missing, ::Number) = missing
/(::Number, ::Missing) = missing
^(::Missing, ::Missing) = missing
^(::Missing, ::Number) = missing
^(::Number, ::Missing) = missing
div(::Missing, ::Missing) = missing
div(::Missing, ::Number) = missing
div(::Number, ::Missing) = missing
rem(::Missing, ::Missing) = missing
rem(::Missing, ::Number) = missing
rem(::Number, ::Missing) = missing
mod(::Missing, ::Missing) = missing
mod(::Missing, ::Number) = missing
mod(::Number, ::Missing) = missing
min(::Missing, ::Missing) = missing
min(::Missing, ::Any) = missing
min(::Any, ::Missing) = missing
max(::Missing, ::Missing) = missing
max(::Missing, ::Any) = missing
max(::Any, ::Missing) = missing
abs(::Missing) = missing
abs2(::Missing) = missing
sign(::Missing) = missing
sqrt(::Missing) = missing
exp(::Missing) = missing
log(::Missing) = missing
sin(::Missing) = missing
cos(::Missing) = missing
round(::Missing) = missing
floor(::Missing) = missing
ceil(::Missing) = missing
float(::Missing) = missing
zero(::Missing) = missing
one(::Missing) = missing
iseven(::Missing) = missing
isodd(::Missing) = missing
isnan(::Missing) = missing
iszero(::Missing) = missing
zero(::Type{Missing}) = missing
one(::Type{Missing}) = missing

## coalesce: the first argument that is not missing ##

coalesce() = missing
coalesce(x::Missing, xs...) = coalesce(xs...)
coalesce(x, xs...) = x

## skipmissing(itr): itr without its missing values ##

struct SkipMissing{T}
    x::T
end
skipmissing(itr) = SkipMissing(itr)
eltype(s::SkipMissing) = nonmissingtype(eltype(s.x))
IteratorSize(::Type{<:SkipMissing}) = SizeUnknown()

# The next element at or after state y that is not missing.
function skipmissing_next(s::SkipMissing, y)
    while y !== nothing
        t = y::Tuple        # (y is reassigned in the loop, so the test does not narrow it)
        x = t[1]
        x isa Missing || return (x, t[2])
        y = iterate(s.x, t[2])
    end
    return nothing
end
iterate(s::SkipMissing) = skipmissing_next(s, iterate(s.x))
iterate(s::SkipMissing, state) = skipmissing_next(s, iterate(s.x, state))

show(io::IO, s::SkipMissing) = (print(io, "skipmissing("); show(io, s.x); print(io, ')'))
