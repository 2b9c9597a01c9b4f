# view and @view: a window on a vector's elements; writes reach the parent
v = [10, 20, 30, 40, 50]
s = view(v, 2:4)
println(s, " ", length(s), " ", s[1], " ", sum(s))
s[2] = 0
println(v)
w = @view v[3:end]
w .= w .* 2
println(v, " ", w)
println(collect(s), " ", s == [20, 0, 80])
for x in @view v[1:2]
    print(x, " ")
end
println()
view(v, 4:6)
