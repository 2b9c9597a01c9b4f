let x = 1
    x + 1
end
