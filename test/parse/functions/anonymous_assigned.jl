sq = function (x)
    x^2
end
