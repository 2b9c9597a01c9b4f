map(xs) do x
    x
