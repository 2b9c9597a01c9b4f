"A point."
struct Point
    "the x coordinate"
    x::Float64
end
