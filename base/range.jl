# range.jl — ranges a:b and a:s:b, iterated without materializing.

abstract type AbstractRange{T} <: AbstractVector{T} end
abstract type OrdinalRange{T, S} <: AbstractRange{T} end
abstract type AbstractUnitRange{T} <: OrdinalRange{T, T} end

struct UnitRange{T<:Real} <: AbstractUnitRange{T}
    start::T
    stop::T
    # an empty range a:b with b < a is stored as a:a-1, as Julia does
    UnitRange{T}(start::T, stop::T) where {T<:Real} = new(start, stop >= start ? stop : start - one(T))
end
UnitRange(start::T, stop::T) where {T<:Real} = UnitRange{T}(start, stop)

struct StepRange{T, S} <: OrdinalRange{T, S}
    start::T
    step::S
    stop::T
    function StepRange{T, S}(start::T, step::S, stop::T) where {T, S}
        step == zero(S) && throw(ArgumentError("step cannot be zero"))
        return new(start, step, steprange_last(start, step, stop))
    end
end
StepRange(start::T, step::S, stop::T) where {T, S} = StepRange{T, S}(start, step, stop)

# The last element actually reached from start in steps of step.
function steprange_last(start::Int64, step::Int64, stop::Int64)
    if stop == start
        return stop
    end
    if (step > 0) != (stop > start)
        return start - step          # empty
    end
    return stop - rem(stop - start, step)
end

# what indexes a collection by a range: v[2:4], v[4:-1:1]
const IndexRange = Union{UnitRange{Int64}, StepRange{Int64, Int64}}

(:)(start::T, stop::T) where {T<:Real} = UnitRange{T}(start, stop)
(:)(start::T, step::T, stop::T) where {T<:Real} = StepRange{T, T}(start, step, stop)
# endpoints of two types meet in their promotion (1:big(3) is a UnitRange{BigInt})
(:)(start::Real, stop::Real) = (:)(promote(start, stop)...)

first(r::AbstractRange) = r.start
firstindex(r::AbstractRange) = 1
lastindex(r::AbstractRange) = length(r)
size(r::AbstractRange) = (length(r),)
last(r::AbstractRange) = r.stop
step(r::StepRange) = r.step
step(r::UnitRange{T}) where {T} = one(T)

length(r::UnitRange{Int64}) = r.stop - r.start + 1
# ranges of the integer types narrower than Int have an Int length, as in
# Julia (0x00:0xff has 256 elements); wider ones count in their own type
length(r::UnitRange{<:Union{Int8, UInt8, Int16, UInt16, Int32, UInt32}}) =
    r.start > r.stop ? 0 : Int64(r.stop) - Int64(r.start) + 1
length(r::UnitRange{T}) where {T<:Union{UInt64, Int128, UInt128}} =
    r.start > r.stop ? zero(T) : r.stop - r.start + one(T)
isempty(r::UnitRange) = r.start > r.stop
iterate(r::UnitRange) = r.start > r.stop ? nothing : (r.start, r.start)
iterate(r::UnitRange{T}, i::T) where {T} = i == r.stop ? nothing : (i + one(T), i + one(T))

isempty(r::StepRange) = (r.start != r.stop) & ((r.step > zero(r.step)) != (r.stop > r.start))
length(r::StepRange{Int64, Int64}) = isempty(r) ? 0 : div(r.stop - r.start, r.step) + 1
iterate(r::StepRange) = isempty(r) ? nothing : (r.start, r.start)
iterate(r::StepRange{T}, i::T) where {T} = i == r.stop ? nothing : (i + r.step, i + r.step)

# shown, and so printed, with each end shown: 1:3, 0x01:0x03, 'a':1:'e'
show(io::IO, r::UnitRange) = (show(io, r.start); print(io, ':'); show(io, r.stop))
show(io::IO, r::StepRange) = (show(io, r.start); print(io, ':'); show(io, r.step); print(io, ':'); show(io, r.stop))

in(x::Integer, r::UnitRange{<:Integer}) = (r.start <= x) & (x <= r.stop)

# r[i]: the i-th element, with Julia's BoundsError past either end
function getindex(r::Union{UnitRange, StepRange}, i::Int64)
    (i < 1) | (i > length(r)) && throw(BoundsError(r, i))
    return range_element(r, i)
end
range_element(r::UnitRange, i::Int64) = r.start + (i - 1)
# r[s] of a unit range is again a unit range
function getindex(r::UnitRange{Int64}, s::UnitRange{Int64})
    isempty(s) || ((first(s) >= 1) & (last(s) <= length(r))) || throw(BoundsError(r, (s,)))
    return (r.start + first(s) - 1):(r.start + last(s) - 1)
end
range_element(r::StepRange, i::Int64) = r.start + (i - 1) * r.step
# r[s] otherwise: a StepRange, from r's element at s's first index in
# steps of both steps (empty where s is)
function getindex(r::Union{UnitRange{Int64}, StepRange{Int64, Int64}}, s::IndexRange)
    check_range(r, s)
    start = range_element(r, first(s))
    return StepRange(start, step(r) * step(s), start + (length(s) - 1) * step(r) * step(s))
end

# 'a':'e' is a StepRange{Char, Int64} with step 1, as in Julia.
(:)(start::Char, stop::Char) = StepRange{Char, Int64}(start, 1, stop)
(:)(start::Char, step::Int64, stop::Char) = StepRange{Char, Int64}(start, step, stop)
steprange_last(start::Char, step::Int64, stop::Char) = start + steprange_last(0, step, stop - start)
length(r::StepRange{Char, Int64}) = isempty(r) ? 0 : div(r.stop - r.start, r.step) + 1
range_element(r::StepRange{Char, Int64}, i::Int64) = r.start + (i - 1) * r.step
eltype(::StepRange{Char, Int64}) = Char
