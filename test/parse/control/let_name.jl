let x
    x
end
