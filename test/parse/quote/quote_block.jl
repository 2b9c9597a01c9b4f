quote
    x = 1
end
