# dates_periods.jl — printing, arithmetic and conversion of periods, and
# CompoundPeriod.

# The unit's name as printed (`1 day`, `2 days`) and its rank, coarsest
# first: the order in which a CompoundPeriod keeps and prints its parts.
unitname(::Type{Year}) = "year"
unitname(::Type{Quarter}) = "quarter"
unitname(::Type{Month}) = "month"
unitname(::Type{Week}) = "week"
unitname(::Type{Day}) = "day"
unitname(::Type{Hour}) = "hour"
unitname(::Type{Minute}) = "minute"
unitname(::Type{Second}) = "second"
unitname(::Type{Millisecond}) = "millisecond"
unitname(::Type{Microsecond}) = "microsecond"
unitname(::Type{Nanosecond}) = "nanosecond"

const UNITNAMES = ("year", "quarter", "month", "week", "day", "hour", "minute", "second",
                   "millisecond", "microsecond", "nanosecond")
rank(::Type{Year}) = 1
rank(::Type{Quarter}) = 2
rank(::Type{Month}) = 3
rank(::Type{Week}) = 4
rank(::Type{Day}) = 5
rank(::Type{Hour}) = 6
rank(::Type{Minute}) = 7
rank(::Type{Second}) = 8
rank(::Type{Millisecond}) = 9
rank(::Type{Microsecond}) = 10
rank(::Type{Nanosecond}) = 11

print_period(io::IO, v::Int64, name::String) = print(io, v, ' ', name, abs(v) == 1 ? "" : "s")

print(io::IO, p::Period) = print_period(io, value(p), unitname(typeof(p)))
show(io::IO, p::P) where {P<:Period} = print(io, P, '(', value(p), ')')
string(p::Period) = sprint(print, p)
# a vector of one period type need not name it: [Day(1)], but Period[Day(1), Hour(2)]
typeinfo_implicit(::Type{P}) where {P<:Period} = isconcretetype(P)

zero(::Type{P}) where {P<:Period} = P(0)
zero(p::Period) = zero(typeof(p))
one(::Type{<:Period}) = 1
one(::Period) = 1
typemin(::Type{P}) where {P<:Period} = P(typemin(Int64))
typemax(::Type{P}) where {P<:Period} = P(typemax(Int64))
hash(p::Period, h::UInt) = hash(value(p), hash(rank(typeof(p)), h))

-(x::P) where {P<:Period} = P(-value(x))
+(x::P, y::P) where {P<:Period} = P(value(x) + value(y))
-(x::P, y::P) where {P<:Period} = P(value(x) - value(y))
Base.gcd(x::P, y::P) where {P<:Period} = P(gcd(value(x), value(y)))
Base.lcm(x::P, y::P) where {P<:Period} = P(lcm(value(x), value(y)))
*(x::P, y::Real) where {P<:Period} = P(value(x) * y)
*(y::Real, x::Period) = x * y
/(x::P, y::P) where {P<:Period} = value(x) / value(y)
/(x::P, y::Real) where {P<:Period} = P(value(x) / y)
div(x::P, y::P) where {P<:Period} = div(value(x), value(y))
div(x::P, y::Real) where {P<:Period} = P(div(value(x), Int64(y)))
rem(x::P, y::P) where {P<:Period} = P(rem(value(x), value(y)))
rem(x::P, y::Real) where {P<:Period} = P(rem(value(x), Int64(y)))
mod(x::P, y::P) where {P<:Period} = P(mod(value(x), value(y)))
mod(x::P, y::Real) where {P<:Period} = P(mod(value(x), Int64(y)))
abs(x::P) where {P<:Period} = P(abs(value(x)))
sign(x::Period) = sign(value(x))
Base.iszero(x::Period) = value(x) == 0

isless(x::P, y::P) where {P<:Period} = isless(value(x), value(y))
==(x::P, y::P) where {P<:Period} = value(x) == value(y)

## Conversions. The fixed periods are whole numbers of nanoseconds; months
## and years (and quarters) whole numbers of months.

const FixedPeriod = Union{Week, Day, Hour, Minute, Second, Millisecond, Microsecond, Nanosecond}
const OtherPeriod = Union{Year, Quarter, Month}

nanos(::Type{Week}) = 604800000000000
nanos(::Type{Day}) = 86400000000000
nanos(::Type{Hour}) = 3600000000000
nanos(::Type{Minute}) = 60000000000
nanos(::Type{Second}) = 1000000000
nanos(::Type{Millisecond}) = 1000000
nanos(::Type{Microsecond}) = 1000
nanos(::Type{Nanosecond}) = 1
months(::Type{Year}) = 12
months(::Type{Quarter}) = 3
months(::Type{Month}) = 1

# like div, but a remainder is an InexactError
function divexact(x::Int64, y::Int64)
    q, r = divrem(x, y)
    r == 0 || Base.throw_inexacterror(:divexact, Int, x / y)
    return q
end

# to a finer unit by a product (an InexactError past Int64), to a coarser
# one by an exact division
function convert_units(::Type{T}, v::Int64, from::Int64, to::Int64) where {T<:Period}
    if from >= to
        f = div(from, to)
        div(typemin(Int64), f) <= v <= div(typemax(Int64), f) || Base.throw_inexacterror(:convert, T, v)
        return T(v * f)
    end
    return T(divexact(v, div(to, from)))
end
convert(::Type{T}, x::T) where {T<:Period} = x
convert(::Type{T}, x::FixedPeriod) where {T<:FixedPeriod} = convert_units(T, value(x), nanos(typeof(x)), nanos(T))
convert(::Type{T}, x::OtherPeriod) where {T<:OtherPeriod} = convert_units(T, value(x), months(typeof(x)), months(T))
# Day(Hour(48)) is 2 days; Day(Hour(1)) an InexactError
Week(x::FixedPeriod) = convert(Week, x)
Day(x::FixedPeriod) = convert(Day, x)
Hour(x::FixedPeriod) = convert(Hour, x)
Minute(x::FixedPeriod) = convert(Minute, x)
Second(x::FixedPeriod) = convert(Second, x)
Millisecond(x::FixedPeriod) = convert(Millisecond, x)
Microsecond(x::FixedPeriod) = convert(Microsecond, x)
Nanosecond(x::FixedPeriod) = convert(Nanosecond, x)
Year(x::OtherPeriod) = convert(Year, x)
Quarter(x::OtherPeriod) = convert(Quarter, x)
Month(x::OtherPeriod) = convert(Month, x)

finer(::Type{S}, ::Type{T}) where {S<:FixedPeriod, T<:FixedPeriod} = nanos(S) <= nanos(T) ? S : T
finer(::Type{S}, ::Type{T}) where {S<:OtherPeriod, T<:OtherPeriod} = months(S) <= months(T) ? S : T
promote_rule(::Type{S}, ::Type{T}) where {S<:FixedPeriod, T<:FixedPeriod} = finer(S, T)
promote_rule(::Type{S}, ::Type{T}) where {S<:OtherPeriod, T<:OtherPeriod} = finer(S, T)

# Periods of different fixed units (or of different calendar units) compare
# by their length; a fixed unit against a calendar one is never equal.
==(x::FixedPeriod, y::FixedPeriod) = Int128(value(x)) * nanos(typeof(x)) == Int128(value(y)) * nanos(typeof(y))
==(x::OtherPeriod, y::OtherPeriod) = value(x) * months(typeof(x)) == value(y) * months(typeof(y))
isless(x::FixedPeriod, y::FixedPeriod) = Int128(value(x)) * nanos(typeof(x)) < Int128(value(y)) * nanos(typeof(y))
isless(x::OtherPeriod, y::OtherPeriod) = value(x) * months(typeof(x)) < value(y) * months(typeof(y))

# The whole length of a fixed period in a unit, as Julia's tons/toms/days
tons(x::FixedPeriod) = value(x) * nanos(typeof(x))
toms(x::FixedPeriod) = div(tons(x), 1000000)
days(x::FixedPeriod) = div(tons(x), 86400000000000)

## CompoundPeriod: a sum of periods of different units, kept as the count of
## each unit (by rank); zero counts are absent, as Julia drops zero parts.

struct CompoundPeriod <: AbstractTime
    counts::NTuple{11, Int64}
end

const NOPERIODS = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
add_count(c::NTuple{11, Int64}, r::Int64, v::Int64) = ntuple(i -> i == r ? c[i] + v : c[i], 11)

CompoundPeriod() = CompoundPeriod(NOPERIODS)
CompoundPeriod(p::Period) = CompoundPeriod(add_count(NOPERIODS, rank(typeof(p)), value(p)))
function CompoundPeriod(p::Period, ps::Period...)
    c = CompoundPeriod(p).counts
    for x in ps
        c = add_count(c, rank(typeof(x)), value(x))
    end
    return CompoundPeriod(c)
end
function CompoundPeriod(ps::AbstractVector{<:Period})
    c = NOPERIODS
    for x in ps
        c = add_count(c, rank(typeof(x)), value(x))
    end
    return CompoundPeriod(c)
end
CompoundPeriod(t::Time) = CompoundPeriod(Hour(t), Minute(t), Second(t), Millisecond(t), Microsecond(t), Nanosecond(t))
convert(::Type{CompoundPeriod}, p::Period) = CompoundPeriod(p)

Base.isempty(x::CompoundPeriod) = x.counts == NOPERIODS

function print(io::IO, x::CompoundPeriod)
    if isempty(x)
        print(io, "empty period")
        return
    end
    first = true
    for r in 1:11
        v = x.counts[r]
        v == 0 && continue
        first || print(io, ", ")
        print_period(io, v, UNITNAMES[r])
        first = false
    end
end
show(io::IO, x::CompoundPeriod) = print(io, x)
string(x::CompoundPeriod) = sprint(print, x)

# The parts of a compound period, coarsest first (Julia's Dates.periods).
function periods(x::CompoundPeriod)
    ps = Period[]
    for r in 1:11
        v = x.counts[r]
        v == 0 || push!(ps, period_of_rank(r, v))
    end
    return ps
end

function period_of_rank(r::Int64, v::Int64)
    r == 1 && return Year(v)
    r == 2 && return Quarter(v)
    r == 3 && return Month(v)
    r == 4 && return Week(v)
    r == 5 && return Day(v)
    r == 6 && return Hour(v)
    r == 7 && return Minute(v)
    r == 8 && return Second(v)
    r == 9 && return Millisecond(v)
    r == 10 && return Microsecond(v)
    return Nanosecond(v)
end

+(x::Period, y::Period) = CompoundPeriod(x, y)
-(x::Period, y::Period) = CompoundPeriod(x, -y)
+(x::CompoundPeriod, y::Period) = CompoundPeriod(add_count(x.counts, rank(typeof(y)), value(y)))
+(y::Period, x::CompoundPeriod) = x + y
-(x::CompoundPeriod, y::Period) = x + (-y)
+(x::CompoundPeriod, y::CompoundPeriod) = CompoundPeriod(x.counts .+ y.counts)
-(x::CompoundPeriod) = CompoundPeriod(map(-, x.counts))
-(x::CompoundPeriod, y::CompoundPeriod) = x + (-y)
-(y::Period, x::CompoundPeriod) = (-x) + y
+(x::CompoundPeriod) = x
+(x::Period) = x

==(x::CompoundPeriod, y::CompoundPeriod) = canonicalize(x).counts == canonicalize(y).counts
==(x::CompoundPeriod, y::Period) = x == CompoundPeriod(y)
==(x::Period, y::CompoundPeriod) = y == x
Base.isequal(x::CompoundPeriod, y::CompoundPeriod) = x.counts == y.counts
hash(x::CompoundPeriod, h::UInt) = hash(x.counts, h)

# The chains of units each a whole number of the next coarser one, by rank
# (finest first) with that factor: ns→μs→ms→s→min→h→day→week, month→year.
# Quarter stands alone, as in Julia.
const CLOCKCHAIN = ((11, 1000), (10, 1000), (9, 1000), (8, 60), (7, 60), (6, 24), (5, 7), (4, 1))
const MONTHCHAIN = ((3, 12), (1, 1))
const QUARTERCHAIN = ((2, 1),)

# Each unit's overflow carried into the coarser unit (Hour(30) is 1 day,
# 6 hours), truncating toward zero as Julia's rem does.
function carry_chain(c::NTuple{11, Int64}, chain)
    carry = 0
    for (r, f) in chain
        v = c[r] + carry
        v0 = f == 1 ? v : rem(v, f)
        c = add_count(c, r, v0 - c[r])
        carry = div(v - v0, f)
    end
    return c
end

# Then the parts of a chain take the sign of its coarsest part where they
# can (Hour(1) - Minute(1) is 59 minutes).
function sign_chain(c::NTuple{11, Int64}, chain)
    top = 0
    for (r, f) in chain
        c[r] != 0 && (top = r)
    end
    top == 0 && return c
    s = sign(c[top])
    carry = 0
    for (r, f) in chain
        v = c[r] + carry
        v0 = (f == 1 || r == top) ? v : mod(v, f * s)
        c = add_count(c, r, v0 - c[r])
        carry = div(v - v0, f)
        r == top && break
    end
    return c
end

function canonicalize(x::CompoundPeriod)
    c = x.counts
    for chain in (CLOCKCHAIN, MONTHCHAIN, QUARTERCHAIN)
        c = carry_chain(c, chain)
    end
    for chain in (CLOCKCHAIN, MONTHCHAIN, QUARTERCHAIN)
        c = sign_chain(c, chain)
    end
    return CompoundPeriod(c)
end
canonicalize(p::Period) = canonicalize(CompoundPeriod(p))

# A time plus a compound period: the parts added one by one, coarsest first.
function +(x::TimeType, y::CompoundPeriod)
    for r in 1:11
        v = y.counts[r]
        v == 0 || (x = add_rank(x, r, v))
    end
    return x
end
+(y::CompoundPeriod, x::TimeType) = x + y
# a Date moves by whole days only: a clock part is Julia's MethodError
function add_rank(x::Date, r::Int64, v::Int64)
    r == 1 && return x + Year(v)
    r == 2 && return x + Quarter(v)
    r == 3 && return x + Month(v)
    r == 4 && return x + Week(v)
    r == 5 && return x + Day(v)
    throw(no_method("+", x, UNITNAMES[r]))
end
-(x::TimeType, y::CompoundPeriod) = x + (-y)

function add_rank(x::Union{DateTime, Time}, r::Int64, v::Int64)
    r == 1 && return x + Year(v)
    r == 2 && return x + Quarter(v)
    r == 3 && return x + Month(v)
    r == 4 && return x + Week(v)
    r == 5 && return x + Day(v)
    r == 6 && return x + Hour(v)
    r == 7 && return x + Minute(v)
    r == 8 && return x + Second(v)
    r == 9 && return x + Millisecond(v)
    r == 10 && return x + Microsecond(v)
    return x + Nanosecond(v)
end

# `dt + Day(1) + Month(1)` adds the periods together first, so they apply
# coarsest first whatever their order (as Julia's chained +)
+(a::TimeType, b::Period, c::Period) = a + (b + c)
+(a::TimeType, b::Period, c::Period, d::Period...) = +(a + (b + c), d...)
