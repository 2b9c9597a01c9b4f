# mandel.jl with its rows split among threads (Threads.@threads): the same
# escape counts, summed per row, then over the rows in order.
const N = 1000 # QUICK=200
const MAXITER = 200

function escape_time(cr::Float64, ci::Float64)
    zr = 0.0
    zi = 0.0
    for n in 1:MAXITER
        zr2 = zr * zr
        zi2 = zi * zi
        zr2 + zi2 > 4.0 && return n - 1
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
    end
    return MAXITER
end

function main()
    rows = zeros(Int, N)
    Threads.@threads for j in 0:N-1
        ci = -1.25 + 2.5 * j / N
        total = 0
        for i in 0:N-1
            cr = -2.0 + 2.5 * i / N
            total += escape_time(cr, ci)
        end
        rows[j+1] = total
    end
    println(sum(rows))
end
