# m[:, j] and m[i, :]: columns and rows, as copies or views, read and written
m = [1 2 3; 4 5 6]
println(m[:, 1], " ", m[2, :], " ", m[:, 3], " ", m[1, :])
c = view(m, :, 2)
println(c, " ", sum(c), " ", length(c))
c .= 0
println(m)
m[1, :] .= [7, 8, 9]
println(m)
m[:, 3] = [30, 60]
println(m)
r = @view m[2, :]
r .*= 10
println(m, " ", r)
v = [1, 2, 3]
v[:] .= 5
println(v, " ", v[:])
m .= m[:, 1] .+ m[1, :]'
println(m)
m[:, 4]
