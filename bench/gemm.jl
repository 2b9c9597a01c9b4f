# Dense matrix product C = A*B of two N×N Float64 matrices with
# LinearAlgebra's mul! into the same C each time (the blocked,
# register-tiled kernel of base/matmul.jl), repeated REPS times; the C twin
# calls OpenBLAS's dgemm (single-threaded) likewise. The elements are small
# integers, so every sum is exact and both print the same.
using LinearAlgebra
const N = 512
const REPS = 20 # QUICK=2

function test_matrix(n::Int, shift::Int)
    a = Matrix{Float64}(undef, n, n)
    for j in 1:n, i in 1:n
        a[i, j] = Float64((i * j + shift) % 17 - 8)
    end
    return a
end

function main()
    a = test_matrix(N, 1)
    b = test_matrix(N, 5)
    t = 0.0
    c = a * b
    for r in 1:REPS
        mul!(c, a, b)
        t += c[r, r]
        b[r % N + 1, 1] += 1.0   # so that no two products are the same
    end
    println(size(c, 1), "×", size(c, 2), " ", c[1, 1], " ", c[N, 1], " ", c[1, N], " ", c[N, N], " ", t)
end
