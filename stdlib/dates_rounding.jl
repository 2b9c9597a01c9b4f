# dates_rounding.jl — floor, ceil and round of a time to a multiple of a
# period, counted from Julia's rounding epoch 0000-01-01T00:00:00 (weeks
# from Monday 0000-01-03, so they round to a Monday); and trunc to a unit.

const DATEEPOCH = -365        # value(Date(0))
const DATETIMEEPOCH = -31536000000   # value(DateTime(0))
const WEEKEPOCH = -363        # value(Date(0, 1, 3))

positive_step(p::Period) = value(p) < 1 && throw(DomainError(p))

function Base.floor(dt::Date, p::Year)
    positive_step(p)
    y = year(dt)
    return Date(y - mod(y, value(p)))
end

function Base.floor(dt::Date, p::Month)
    positive_step(p)
    y, m = yearmonth(dt)
    months = 12y + m - 1
    months -= mod(months, value(p))
    return Date(fld(months, 12), mod(months, 12) + 1)
end

Base.floor(dt::Date, p::Quarter) = floor(dt, Month(3 * value(p)))

function Base.floor(dt::Date, p::Week)
    positive_step(p)
    days = value(dt) - WEEKEPOCH
    return Date(UTD(WEEKEPOCH + days - mod(days, 7 * value(p))))
end

function Base.floor(dt::Date, p::Day)
    positive_step(p)
    days = value(dt) - DATEEPOCH
    return Date(UTD(DATEEPOCH + days - mod(days, value(p))))
end

Base.floor(dt::DateTime, p::DatePeriod) = DateTime(floor(Date(dt), p))

function Base.floor(dt::DateTime, p::TimePeriod)
    positive_step(p)
    ms = value(dt) - DATETIMEEPOCH
    return DateTime(UTM(DATETIMEEPOCH + ms - mod(ms, toms(p))))
end

function Base.floor(t::Time, p::TimePeriod)
    positive_step(p)
    return Time(Nanosecond(value(t) - mod(value(t), tons(p))))
end

function Base.ceil(dt::TimeType, p::Period)
    f = floor(dt, p)
    return dt == f ? f : f + p
end

# the nearer of floor and ceil; a tie goes up (Julia's RoundNearestTiesUp)
function Base.round(dt::TimeType, p::Period)
    f = floor(dt, p)
    c = dt == f ? f : f + p
    return (dt - f) < (c - dt) ? f : c
end

Base.floor(dt::TimeType, ::Type{P}) where {P<:Period} = floor(dt, P(1))
Base.ceil(dt::TimeType, ::Type{P}) where {P<:Period} = ceil(dt, P(1))
Base.round(dt::TimeType, ::Type{P}) where {P<:Period} = round(dt, P(1))

Base.trunc(dt::Date, ::Type{Year}) = Date(year(dt))
Base.trunc(dt::Date, ::Type{Quarter}) = firstdayofquarter(dt)
Base.trunc(dt::Date, ::Type{Month}) = firstdayofmonth(dt)
Base.trunc(dt::Date, ::Type{Day}) = dt
Base.trunc(dt::DateTime, ::Type{P}) where {P<:DatePeriod} = DateTime(trunc(Date(dt), P))
Base.trunc(dt::DateTime, ::Type{P}) where {P<:TimePeriod} = floor(dt, P(1))
Base.trunc(t::Time, ::Type{P}) where {P<:TimePeriod} = floor(t, P(1))
