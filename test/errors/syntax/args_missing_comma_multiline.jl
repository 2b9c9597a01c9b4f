f(x) = x
function g(
    a,
    b c)
end
