# mapslices over dims=1, 2, a tuple and (); f giving a number, a vector or a matrix; f gets a copy; Julia's errors
m = [1 2 3; 4 5 6]
println(mapslices(sum, m; dims=1))
println(mapslices(sum, m; dims=2))
println(mapslices(sum, m; dims=(1, 2)))
println(mapslices(x -> x .* 2, m; dims=1))
println(mapslices(reverse, m; dims=2))
println(mapslices(x -> [sum(x), prod(x)], m; dims=1))
println(mapslices(x -> x / sum(x), m; dims=2))
println(mapslices(x -> [x[1]], m; dims=2))
println(mapslices(x -> reshape(x, 2, 1), m; dims=1))
println(mapslices(x -> ndims(x), m; dims=1), " ", mapslices(x -> ndims(x), m; dims=(2, 1)))
println(mapslices(x -> x * 10, m; dims=()))
# the slice is a copy: f may change it, m stays
println(mapslices(x -> (x[1] = 0; sum(x)), m; dims=1), " ", m)
A = reshape(collect(1:24), 2, 3, 4)
println(mapslices(sum, A; dims=(1, 3)), " ", mapslices(sum, A; dims=(1, 3)) == sum(A; dims=(1, 3)))
println(size(mapslices(x -> x[1:2], A; dims=2)), " ", mapslices(x -> x[1:2], A; dims=2)[:, :, 4])
println(mapslices(sum, [1, 2, 3]; dims=1))
function show_error(f)
    try
        f()
    catch e
        println(sprint(showerror, e))
    end
end
show_error(() -> mapslices(sum, m; dims=3))
show_error(() -> mapslices(sum, m; dims=0))
show_error(() -> mapslices(x -> [1 2; 3 4], m; dims=1))
show_error(() -> mapslices(x -> x[1:x[1]], [1 2; 5 6]; dims=1))
show_error(() -> mapslices(x -> x[1:x[1]], [1, 2]; dims=2))
