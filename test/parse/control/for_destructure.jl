for (k, v) in pairs(d)
    println(k, v)
end
