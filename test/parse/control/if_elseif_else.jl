if a
    x
elseif b
    y
else
    z
end
