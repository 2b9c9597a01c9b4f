function (x, y)
    x + y
end
