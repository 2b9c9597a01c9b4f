struct Point
    x::Float64
    y::Float64
end
