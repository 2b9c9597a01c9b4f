# A fused in-place broadcast allocates nothing; one that makes a result does.
function axpy!(y, a, x, b)
    y .= a .* x .+ b
    return y
end
scaled(x) = 3.0 .* x
x = fill(1.5, 1000)
y = zeros(1000)
axpy!(y, 2.0, x, 1.0)
println(@allocated(axpy!(y, 2.0, x, 1.0)))
println(@allocated(scaled(x)) >= 8000)
println(y[1000])
