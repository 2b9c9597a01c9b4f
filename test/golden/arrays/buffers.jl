# reusing buffers: zeros/ones/fill, similar, fill!, copyto!, copy versus deepcopy, empty and undef vectors
a = zeros(3)
b = ones(Int, 2, 2)
c = fill("-", 3)
println(a, " ", b, " ", c, " ", fill(7, 2, 3), " ", trues(2), " ", falses(2, 1))
d = similar(a)
fill!(d, 1.5)
println(d, " ", eltype(similar([1, 2], String)), " ", size(similar(b, 3)), " ", length(Vector{Int}(undef, 4)))
copyto!(a, [9.0, 8.0])
println(a)
copyto!(a, 2, [5.0, 6.0, 7.0], 3, 1)
println(a)
src = [[1, 2], [3]]
shallow = copy(src)
deep = deepcopy(src)
push!(src[1], 99)
println(shallow, " ", deep, " ", shallow[1] === src[1], " ", deep[1] === src[1])
e = empty(src)
println(e, " ", typeof(e), " ", isempty(e), " ", empty!([1, 2]), " ", Float64[] == Int[])
rows = [zeros(Int, 2) for _ in 1:2]
rows[1][1] = 5
same = fill(zeros(Int, 2), 2)
same[1][1] = 5
println(rows, " ", same)
m = Matrix{Float64}(undef, 2, 2)
fill!(m, 0.25)
println(m, " ", m == fill(0.25, 2, 2), " ", copy(m) === m, " ", ones(2) == [1, 1], " ", isequal([1.0, NaN], [1.0, NaN]))
