# display of a BitVector and a BitMatrix as the REPL shows them
v = [1, 5, 2, 8]
display(v .>= 2)
m = [1 2 3; 4 5 6]
bm = m .> 2
display(bm)
println(bm)
println(sum(bm), " ", size(bm), " ", bm[2, 1], " ", bm[1, 1])
display(trues(2, 3))
display(falses(0))
bm[1, 1] = true
println(bm)
display(.!bm)
