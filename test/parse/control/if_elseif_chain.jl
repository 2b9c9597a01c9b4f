if a
    1
elseif b
    2
elseif c
    3
end
