# @views: slices read inside are views (no copies); assignments still assign
function smooth!(y, x)
    @views y[2:end-1] .= (x[1:end-2] .+ x[2:end-1] .+ x[3:end]) ./ 3
    return y
end
x = [3.0, 6.0, 9.0, 12.0, 15.0]
y = zeros(5)
println(smooth!(y, x))
println(@allocated(smooth!(y, x)))
v = [1, 2, 3, 4]
@views begin
    w = v[2:3]
    w[1] = 20
    v[4] = v[1] + 100
end
println(v, " ", w)
@views println(sum(v[1:2]), " ", v[end])
