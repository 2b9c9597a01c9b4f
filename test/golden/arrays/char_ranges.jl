# 'a':'e' is a range of Chars (a StepRange with step 1)
r = 'a':'e'
println(r, " ", length(r), " ", r[2], " ", last(r))
println(collect(r))
for c in 'x':'z'
    print(c)
end
println()
println(collect('a':2:'g'), " ", uppercase.('a':'c'))
println(isempty('b':'a'), " ", collect('b':'a'))
