if
    x
end
