# WordCount: counts and describes the words of a text. An example package
# for jlc: two modules (WordCount and WordCount.Tokenize, in its own file),
# a local dependency (TextStats, found through [sources] in Project.toml),
# an entry point, and tests in test/runtests.jl.
module WordCount

using TextStats
export count_words, report

include("tokenize.jl")
using .Tokenize

count_words(text::AbstractString) = length(words(text))

function report(text::AbstractString)
    ws = words(text)
    return string(length(ws), " words, longest \"", longest(ws), "\", mean length ",
                  round(mean_length(ws), digits=2))
end

function (@main)(args::Vector{String})
    text = isempty(args) ? "The quick brown fox jumps over the lazy dog" : join(args, " ")
    println(report(text))
    return 0
end

end
