"Add one to x."
function inc(x)
    x + 1
end
