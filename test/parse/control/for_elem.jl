for x ∈ xs
    f(x)
end
