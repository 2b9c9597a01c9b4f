function total(xs)
    s = 0
    for x in xs
        s += x
    end
    return s
end
