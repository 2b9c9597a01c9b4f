map(xs) do x
    x + 1
end
