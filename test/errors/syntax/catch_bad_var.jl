try
    x
catch 1
end
