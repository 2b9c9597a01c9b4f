try
    f()
catch e
    g(e)
end
