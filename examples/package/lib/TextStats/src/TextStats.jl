# TextStats: statistics over a list of words (WordCount's local dependency)
module TextStats

export longest, mean_length

# the first of the longest words ("" for none)
function longest(ws::Vector{String})
    best = ""
    for w in ws
        length(w) > length(best) && (best = w)
    end
    return best
end

mean_length(ws::Vector{String}) = isempty(ws) ? 0.0 : sum(length, ws) / length(ws)

# set when the package is loaded: __init__ runs before anything using it
const initialized = Ref(false)
__init__() = (initialized[] = true)

end
