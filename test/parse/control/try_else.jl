try
    a
catch
    b
else
    c
end
