try
    f()
catch
    g()
end
