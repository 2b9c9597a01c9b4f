function f()
    try
        return 1
    catch
        return 2
    end
end
println(f())
