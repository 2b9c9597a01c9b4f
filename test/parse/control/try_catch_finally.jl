try
    a
catch e
    b
finally
    c
end
