# spectralnorm.jl with each matrix-vector product's rows split among threads
# (Threads.@threads): every row's sum is computed as before, so the result
# is the same to the last bit whatever the number of threads.
const N = 2000 # QUICK=300

eval_A(i::Int, j::Int) = 1.0 / ((i + j) * (i + j + 1) ÷ 2 + i + 1)

function mul_Av!(Av::Vector{Float64}, v::Vector{Float64})
    n = length(v)
    Threads.@threads for i in 1:n
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
    Threads.@threads for i in 1:n
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
