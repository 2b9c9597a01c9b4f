# split of a SubString gives SubStrings of the string, as Julia
v = split(chomp("a\nb\n"), '\n')
println(typeof(v))
x = string(v[1])
println(typeof(x))
l = String[]
push!(l, x)
println(l)
v = rsplit(chomp("a,b,c\n"), ","; limit=2)
println(v, " ", typeof(v))
w = split(SubString("x y z", 1, 3))
println(w, " ", typeof(w))
