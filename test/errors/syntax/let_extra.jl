let x = 1 y
    x
end
