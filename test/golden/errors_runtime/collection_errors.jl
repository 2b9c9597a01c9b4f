# The errors of indexing and reducing collections, caught and shown as Julia shows them.
function tryshow(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
v = [1, 2, 3]
m = [1 2; 3 4]
tryshow(() -> v[5])
tryshow(() -> v[0])
tryshow(() -> m[3, 1])
tryshow(() -> m[5])
tryshow(() -> v[2:5])
tryshow(() -> v[[1, 4]])
tryshow(() -> "abc"[5])
tryshow(() -> (1, 2)[3])
tryshow(() -> v[trues(2)])
tryshow(() -> (v[4] = 1))
tryshow(() -> m[1, 3])
tryshow(() -> m[:, 3])
tryshow(() -> (1:3)[4])
tryshow(() -> view(v, 2:4))
tryshow(() -> Dict("a" => 1)["b"])
tryshow(() -> Dict(1 => 2)[3])
tryshow(() -> pop!(Set([1]), 2))
println(reduce(+, Int[]), " ", foldl(*, Int[]))   # + and * have an identity: 0 and 1
tryshow(() -> maximum(Int[]))
tryshow(() -> minimum(Float64[]))
tryshow(() -> [1, 2] .+ [1, 2, 3])
tryshow(() -> first(Set{Int}()))
tryshow(() -> popfirst!(Int[]))
tryshow(() -> pop!(Int[]))
tryshow(() -> deleteat!([1, 2], 3))
tryshow(() -> insert!([1, 2], 5, 0))
tryshow(() -> reduce(max, Int[]))
tryshow(() -> reduce((a, b) -> a, String[]))
tryshow(() -> [1 2; 3 4] .+ [1, 2, 3])
tryshow(() -> (v[1:2] = [1, 2, 3]))
