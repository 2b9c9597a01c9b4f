x::Int = 1
const y::Float64 = 2.0
