# for outer needs a local of the enclosing function
function f()
    for outer j in 1:2
    end
end
f()
