# dropdims (the elements shared, Julia's ArgumentErrors) and diff of matrices and N-d arrays along dims
a = reshape(collect(1:4), 2, 2, 1, 1)
b = dropdims(a; dims=3)
println(size(b), " ", typeof(b))
c = dropdims(a; dims=(3, 4))
println(c, " ", typeof(c))
c[1, 1] = 100
println(a[1, 1, 1, 1], " ", b[1, 1, 1])
println(dropdims([1 2 3]; dims=1))
println(dropdims([1; 2; 3;;]; dims=2))
println(dropdims(reshape([1.5, 2.5], 1, 2, 1); dims=(1, 3)))
for dims in (1, 5, 0, (3, 3))
    try
        dropdims(a; dims=dims)
    catch e
        println(dims, ": ", sprint(showerror, e))
    end
end

m = [1 4 9; 16 25 36]
println(diff(m; dims=1))
println(diff(m; dims=2))
println(size(diff(m; dims=1)), " ", size(diff(m; dims=2)))
println(diff([1, 4, 9, 16]), " ", diff([1, 4, 9, 16]; dims=1))
println(diff([2.5, 1.0]), " ", diff(Int[]), " ", diff(1:2:9))
A3 = reshape(collect(1:8), 2, 2, 2) .^ 2
println(diff(A3; dims=3))
println(diff(A3; dims=1))
println(diff(zeros(Int, 1, 3); dims=1))
try
    diff(m; dims=3)
catch e
    println(sprint(showerror, e))
end
try
    diff([1, 2]; dims=2)
catch e
    println(sprint(showerror, e))
end
