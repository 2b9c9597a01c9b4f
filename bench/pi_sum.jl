# pisum from Julia's microbenchmarks: the series sum(1/k^2) over k = 1:10000,
# recomputed N times (the result is the same every time).
const N = 500 # QUICK=50

function pisum()
    sum = 0.0
    for j in 1:N
        sum = 0.0
        for k in 1:10000
            sum += 1.0 / (k * k)
        end
    end
    return sum
end

function main()
    println(pisum())
end
