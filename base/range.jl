# range.jl — integer ranges a:b and a:s:b, iterated without materializing.

abstract type AbstractRange end

struct UnitRange <: AbstractRange
    start::Int64
    stop::Int64
    # an empty range a:b with b < a is stored as a:a-1, as Julia does
    UnitRange(start::Int64, stop::Int64) = new(start, stop >= start ? stop : start - 1)
end

struct StepRange <: AbstractRange
    start::Int64
    step::Int64
    stop::Int64
    function StepRange(start::Int64, step::Int64, stop::Int64)
        step == 0 && throw(ArgumentError("step cannot be zero"))
        return new(start, step, steprange_last(start, step, stop))
    end
end

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

(:)(a::Int64, b::Int64) = UnitRange(a, b)
(:)(a::Int64, s::Int64, b::Int64) = StepRange(a, s, b)

first(r::UnitRange) = r.start
last(r::UnitRange) = r.stop
length(r::UnitRange) = r.stop - r.start + 1
isempty(r::UnitRange) = r.start > r.stop
iterate(r::UnitRange) = r.start > r.stop ? nothing : (r.start, r.start)
iterate(r::UnitRange, i::Int64) = i == r.stop ? nothing : (i + 1, i + 1)

first(r::StepRange) = r.start
last(r::StepRange) = r.stop
step(r::StepRange) = r.step
isempty(r::StepRange) = (r.start != r.stop) & ((r.step > 0) != (r.stop > r.start))
length(r::StepRange) = isempty(r) ? 0 : div(r.stop - r.start, r.step) + 1
iterate(r::StepRange) = isempty(r) ? nothing : (r.start, r.start)
iterate(r::StepRange, i::Int64) = i == r.stop ? nothing : (i + r.step, i + r.step)
