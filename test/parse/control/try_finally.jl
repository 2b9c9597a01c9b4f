try
    f()
finally
    g()
end
