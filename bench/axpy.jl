# Broadcast fusion: y .= a .* x .+ b over vectors of N Float64s, R times.
# The dotted expression is one loop over x and y, and allocates nothing
# (checked with @allocated); prints a checksum of y.
const N = 10_000_000 # QUICK=1_000_000
const R = 40 # QUICK=10

function axpy!(y::Vector{Float64}, a::Float64, x::Vector{Float64}, b::Float64)
    y .= a .* x .+ b
    return y
end

function main()
    x = Vector{Float64}(undef, N)
    for i in 1:N
        x[i] = (i % 1000) * 0.001
    end
    y = zeros(N)
    bytes = 0
    for r in 1:R
        bytes += @allocated axpy!(y, 1.0 + r * 0.001, x, 0.5)
    end
    bytes == 0 || error("y .= a .* x .+ b allocated")
    s = 0.0
    for i in 1:N
        s += y[i]
    end
    println(s)
end
