# A program whose C is large enough to be compiled as several translation
# units in parallel (-j) keeps its backtraces: each unit lists where its own
# functions start (it used to print no Stacktrace at all).
using Printf
struct ParseFailure <: Exception
    word::String
end
function tally(text)
    d = Dict{SubString{String}, Int}()
    for w in split(text)
        d[w] = get(d, w, 0) + 1
    end
    return d
end
function check(word)
    all(isletter, word) || throw(ParseFailure(word))
    return length(word)
end
function main()
    d = tally("a b a c")
    println(sort(collect(d)))
    println(Dict((1, 2) => "t")[(1, 2)])
    x = Dict(); x[1] = "one"; x["k"] = 2
    println(length(x))
    println(unique(x^2 for x in -2:2))
    println(findfirst(v -> v == 2, Dict(:a => 1, :b => 2)))
    println(@sprintf("%.3f %5d %s", pi, 42, big(2)^70))
    println(String(codeunits("abc")), " ", reverse([1.5, 2.5]))
    for w in ("abc", "a1c")
        println(check(w))
    end
end
main()
