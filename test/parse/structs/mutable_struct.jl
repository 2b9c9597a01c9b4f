mutable struct Counter
    n::Int
end
