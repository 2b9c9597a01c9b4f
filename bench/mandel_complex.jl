# Mandelbrot escape counts over an N×N grid covering [-2, 0.5] × [-1.25, 1.25],
# written with ComplexF64 as a Julia user would (mandel.jl spells the same
# arithmetic out on Float64 parts; the two should run alike).
const N = 1000 # QUICK=200
const MAXITER = 200

function escape_time(c::ComplexF64)
    z = zero(ComplexF64)
    for n in 1:MAXITER
        abs2(z) > 4.0 && return n - 1
        z = z * z + c
    end
    return MAXITER
end

function main()
    total = 0
    for j in 0:N-1
        for i in 0:N-1
            c = ComplexF64(-2.0 + 2.5 * i / N, -1.25 + 2.5 * j / N)
            total += escape_time(c)
        end
    end
    println(total)
end
