# the words of a text: runs of letters, digits and apostrophes, lowercased
module Tokenize

export words
using ..WordCount: @folded

isword(c::Char) = isletter(c) || isdigit(c) || c == '\''

function words(text::AbstractString)
    out = String[]
    buf = IOBuffer()
    for c in text
        if isword(c)
            print(buf, @folded c)
        elseif position(buf) > 0
            push!(out, String(take!(buf)))
        end
    end
    position(buf) > 0 && push!(out, String(take!(buf)))
    return out
end

end
