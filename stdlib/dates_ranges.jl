# dates_ranges.jl — ranges of times in steps of a period: Date(2020, 1, 1):
# Day(1):Date(2020, 1, 10), or in Month(1) steps. The i-th element is
# first + (i - 1) * step, so month steps from the 31st clamp each element
# from the start, not from the element before (as Julia).

Base.:(:)(a::Date, b::Date) = StepRange{Date, Day}(a, Day(1), b)
Base.:(:)(a::T, step::P, b::T) where {T<:TimeType, P<:Period} = StepRange{T, P}(a, step, b)

# How many whole steps c fit from the earlier of a and b up to the later.
function steps_between(a::TimeType, b::TimeType, c::Period)
    lo, hi, st = min(a, b), max(a, b), abs(c)
    i = max(steps_guess(lo, hi, st) - 1, 0)
    v = lo + st * i
    while v <= hi
        v += st
        i += 1
    end
    return i - 1
end
steps_guess(lo::TimeType, hi::TimeType, st::FixedPeriod) = Int64(div(Int128(tons(hi - lo)), tons(st)))
function steps_guess(lo::TimeType, hi::TimeType, st::OtherPeriod)
    y1, m1 = yearmonth(lo)
    y2, m2 = yearmonth(hi)
    return div(12 * (y2 - y1) + m2 - m1, value(st) * months(typeof(st)))
end

function steprange_last(start::T, step::Period, stop::T) where {T<:TimeType}
    step == zero(step) && throw(ArgumentError("step cannot be zero"))
    stop == start && return stop
    (step > zero(step)) != (stop > start) && return start - step     # empty
    return start + step * steps_between(start, stop, step)
end

length(r::StepRange{<:TimeType}) = isempty(r) ? 0 : steps_between(r.start, r.stop, r.step) + 1
iterate(r::StepRange{<:TimeType}) = length(r) <= 0 ? nothing : (r.start, (length(r), 1))
iterate(r::StepRange{<:TimeType}, state::Tuple{Int64, Int64}) =
    state[1] <= state[2] ? nothing : (r.start + r.step * state[2], (state[1], state[2] + 1))

function in(x::T, r::StepRange{T}) where {T<:TimeType}
    n = steps_between(first(r), x, step(r)) + 1
    return n >= 1 && n <= length(r) && r[n] == x
end

+(x::Period, r::StepRange{<:TimeType}) = (x + first(r)):step(r):(x + last(r))
+(r::StepRange{<:TimeType}, x::Period) = x + r
-(r::StepRange{<:TimeType}, x::Period) = (first(r) - x):step(r):(last(r) - x)

# Ranges of a period: Day(1):Day(2):Day(9), as the integer range of their values
Base.:(:)(a::P, step::P, b::P) where {P<:Period} = StepRange{P, P}(a, step, b)
steprange_last(start::P, step::P, stop::P) where {P<:Period} = P(steprange_last(value(start), value(step), value(stop)))
length(r::StepRange{P, P}) where {P<:Period} = length(StepRange(value(r.start), value(r.step), value(r.stop)))
