module M

function compute(n)
    s = 0
    for i in 1:n
        s += i
    end
    return s
end

Base.@ccallable function main()::Cint
    println("sum = ", compute(10))
    println("done")
    return 0
end

end
