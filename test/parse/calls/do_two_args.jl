foreach(a, b) do x, y
    x
end
