f((a, b)) = a + b
function g((x, y), z)
    x
end
