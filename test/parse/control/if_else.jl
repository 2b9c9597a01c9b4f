if x
    a
else
    b
end
