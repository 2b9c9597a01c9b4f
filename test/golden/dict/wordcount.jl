# A word count: the usual first program with a Dict.
function words(text::String)
    out = String[]
    io = IOBuffer()
    n = 0
    for c in text
        if isletter(c)
            print(io, lowercase(c))
            n += 1
        elseif n > 0
            push!(out, takestring!(io))
            n = 0
        end
    end
    n > 0 && push!(out, takestring!(io))
    return out
end

function count_words(ws::Vector{String})
    counts = Dict{String, Int64}()
    for w in ws
        counts[w] = get(counts, w, 0) + 1
    end
    return counts
end

text = "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs, and the quick fox wins."
counts = count_words(words(text))
println(counts)
best = ""
bestn = 0
for (w, n) in counts
    if n > bestn
        global best = w
        global bestn = n
    end
end
println(best, " ", bestn, " ", length(counts))
grid = Dict{Tuple{Int64, Int64}, Char}()
for (i, c) in ((1, 'a'), (2, 'b'), (3, 'c'))
    grid[(i, i * i)] = c
end
println(grid, " ", grid[(2, 4)], " ", haskey(grid, (3, 3)))
seen = Set{Symbol}()
for s in (:red, :green, :red, :blue)
    push!(seen, s)
end
println(seen, " ", :green in seen)
