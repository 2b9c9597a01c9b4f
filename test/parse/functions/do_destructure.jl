foreach(ps) do (a, b)
    a
end
