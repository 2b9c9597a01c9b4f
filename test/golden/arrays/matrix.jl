function matmul(a::Matrix{Float64}, b::Matrix{Float64})
    n, m = size(a)
    p = size(b, 2)
    c = zeros(n, p)
    for j in 1:p
        for k in 1:m
            @inbounds bkj = b[k, j]
            for i in 1:n
                c[i, j] += a[i, k] * bkj
            end
        end
    end
    return c
end
a = fill(2.0, 3, 4)
b = ones(4, 2)
c = matmul(a, b)
println(size(c), " ", c[3, 2], " ", c)
c[4, 1]
