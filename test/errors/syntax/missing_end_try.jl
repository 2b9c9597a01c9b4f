try
    f()
catch
