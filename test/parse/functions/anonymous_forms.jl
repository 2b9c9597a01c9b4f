f = x -> 2x
g = (x, y) -> x + y
h = function (x)
    x
end
k = () -> 0
