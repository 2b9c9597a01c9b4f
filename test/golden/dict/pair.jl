# Pair: a => b, its parts, printing and destructuring.
p = "a" => 1
println(p)
println(typeof(p))
println(p.first, " ", p.second, " ", first(p), " ", last(p), " ", p[1], " ", p[2])
k, v = p
println(k, v)
q = 1 => 2 => 3          # right-associative: 1 => (2 => 3)
println(q)
println((1 => 2) => 3)
show('x' => 2.5)
println()
println(string(:s => nothing))
println(p == ("a" => 1), " ", p == ("a" => 2))
println(length(p))
pp = 10 => 20
for x in pp
    println(x)
end
