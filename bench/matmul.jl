# Dense matrix product C = A*B of two N×N Float64 matrices with the textbook
# triple loop in j, k, i order (the innermost loop walks down columns, which
# is contiguous in Julia's column-major layout), repeated REPS times.
const N = 200
const REPS = 40 # QUICK=2

function matmul(a::Matrix{Float64}, b::Matrix{Float64})
    m, n = size(a)
    p = size(b, 2)
    c = zeros(m, p)
    for j in 1:p
        for k in 1:n
            @inbounds bkj = b[k, j]
            for i in 1:m
                @inbounds c[i, j] += a[i, k] * bkj
            end
        end
    end
    return c
end

function test_matrix(n::Int, shift::Int)
    a = Matrix{Float64}(undef, n, n)
    for j in 1:n
        for i in 1:n
            a[i, j] = ((i * j + shift) % 17 - 8) / 8.0
        end
    end
    return a
end

function trace(a::Matrix{Float64})
    t = 0.0
    for i in 1:size(a, 1)
        t += a[i, i]
    end
    return t
end

function main()
    a = test_matrix(N, 1)
    b = test_matrix(N, 5)
    t = 0.0
    c = zeros(N, N)
    for r in 1:REPS
        c = matmul(a, b)
        t += trace(c)
        b[r % N + 1, 1] += 1.0   # so that no two products are the same
    end
    m, n = size(c)   # c[m, n] below, as jlc does not take c[end, end] yet
    println(m, "×", n, " ", c[1, 1], " ", c[N, 1], " ", c[1, N], " ", c[m, n], " ", t)
end
