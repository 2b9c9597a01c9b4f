function f()
    return
end
