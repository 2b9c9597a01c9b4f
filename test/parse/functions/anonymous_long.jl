function (x)
    x
end
