if x
    a
end
