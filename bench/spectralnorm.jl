# The spectral-norm benchmark from the Computer Language Benchmarks Game: the
# largest singular value of the infinite matrix A(i, j) = 1 / ((i + j)(i + j + 1)/2
# + i + 1) (0-based), truncated to N×N, by ten rounds of the power method on AᵀA.
const N = 2000 # QUICK=300

# The matrix entry at 0-based (i, j).
eval_A(i::Int, j::Int) = 1.0 / ((i + j) * (i + j + 1) ÷ 2 + i + 1)

# Av = A * v, and Atv = Aᵀ * v.
function mul_Av!(Av::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    for i in 1:n
        s = 0.0
        @inbounds for j in 1:n
            s += eval_A(i - 1, j - 1) * v[j]
        end
        Av[i] = s
    end
    return Av
end

function mul_Atv!(Atv::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    for i in 1:n
        s = 0.0
        @inbounds for j in 1:n
            s += eval_A(j - 1, i - 1) * v[j]
        end
        Atv[i] = s
    end
    return Atv
end

mul_AtAv!(out::Vector{Float64}, v::Vector{Float64}, tmp::Vector{Float64}) =
    mul_Atv!(out, mul_Av!(tmp, v))

function dot(a::Vector{Float64}, b::Vector{Float64})
    s = 0.0
    for i in 1:length(a)
        s += a[i] * b[i]
    end
    return s
end

function spectral_norm(n::Int)
    u = ones(n)
    v = zeros(n)
    tmp = zeros(n)
    for round in 1:10
        mul_AtAv!(v, u, tmp)
        mul_AtAv!(u, v, tmp)
    end
    return sqrt(dot(u, v) / dot(v, v))
end

function main()
    println(spectral_norm(N))
end
