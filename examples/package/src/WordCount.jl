# WordCount: counts and describes the words of a text. An example package
# for jlc: two modules (WordCount and WordCount.Tokenize, in its own file),
# a local dependency (TextStats, found through [sources] in Project.toml),
# macros (used by Tokenize and by the tests), an entry point, and tests in
# test/runtests.jl.
module WordCount

using TextStats
export count_words, report, @counts, @folded

# @folded c: the character as words compare it (Tokenize uses it)
macro folded(c)
    return :(lowercase($(esc(c))))
end

include("tokenize.jl")
using .Tokenize

count_words(text::AbstractString) = length(words(text))

# @counts "text" => n: whether text has n words. The expansion's
# count_words is WordCount's own, wherever the macro is called.
macro counts(ex)
    text, n = ex.args[2], ex.args[3]
    return :(count_words($(esc(text))) == $(esc(n)))
end

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
