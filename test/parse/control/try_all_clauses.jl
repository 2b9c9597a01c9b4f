try
    f()
catch err
    g(err)
else
    h()
finally
    done()
end
