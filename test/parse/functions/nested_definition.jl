function outer()
    inner(x) = x + 1
    inner
end
