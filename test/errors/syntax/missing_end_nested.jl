function f()
    if x
        1
    end
