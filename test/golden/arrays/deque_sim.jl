# a work queue: push!/pushfirst!/pop!/popfirst!/insert!/deleteat!/splice!, then errors
q = Int[]
for i in 1:5
    iseven(i) ? pushfirst!(q, i) : push!(q, i)
end
println(q)
println(popfirst!(q), " ", pop!(q), " ", q)
insert!(q, 2, 100)
println(q)
deleteat!(q, [1, 3])
println(q)
append!(q, 7:9)
prepend!(q, [-1, -2])
println(q, " ", length(q))
removed = splice!(q, 2:3, [20, 30, 40])
println(removed, " ", q)
println(splice!(q, 1), " ", q)
deleteat!(q, 2:3)
println(q)
resize!(q, 2)
println(q)
resize!(q, 4)
println(length(q), " ", q[1:2])
q[3:4] = [5, 6]
filter!(isodd, q) |> println
empty!(q)
println(q, " ", isempty(q))
# a table of named operations that fail (each a closure of its own type)
for (name, f) in [("pop!", () -> pop!(Int[])), ("resize!", () -> resize!([1], -1)),
                  ("insert!", () -> insert!([1, 2], 4, 0)), ("splice!", () -> splice!([1, 2], 2:3, [0]))]
    try
        f()
    catch e
        print(name, ": ")
        showerror(stdout, e)
        println()
    end
end
