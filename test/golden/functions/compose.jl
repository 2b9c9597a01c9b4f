# function composition with ∘, and |> 
double(x) = 2x
inc(x) = x + 1
f = double ∘ inc
g = inc ∘ double
println(f(3), " ", g(3), " ", (double ∘ inc ∘ inc)(1))
println(map(string ∘ double, [1, 2]), " ", 3 |> inc |> double)
h = uppercase ∘ reverse
println(h("abc"))
println((abs ∘ -)(4), " ", (sqrt ∘ abs)(-16.0))
