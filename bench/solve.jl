# Solving A x = b for a dense N×N Float64 system with LinearAlgebra's `\`
# (LU with partial pivoting), repeated REPS times; the C twin calls
# LAPACK's dgesv (OpenBLAS's, single-threaded). A is diagonally dominant
# and b = A * (1, 2, ..., N), so x is (1, 2, ..., N) up to rounding, and
# both print the solution rounded to integers.
using LinearAlgebra
const N = 500
const REPS = 10 # QUICK=2

function test_system(n::Int, shift::Int)
    a = Matrix{Float64}(undef, n, n)
    for j in 1:n, i in 1:n
        a[i, j] = i == j ? Float64(4n) : Float64((i * j + shift) % 17 - 8)
    end
    b = zeros(n)
    for j in 1:n, i in 1:n
        b[i] += a[i, j] * j
    end
    return a, b
end

function main()
    check = 0
    for r in 1:REPS
        a, b = test_system(N, r)
        x = a \ b
        for i in 1:N
            check += round(Int, x[i]) * i
        end
    end
    println(N, " ", check)
end
