# A runtime error that no try catches, in a program that has one: Base
# reports it as any uncaught exception.
index(t, i) = t[i]
function main(args)
    try
        println(index((1, 2), 2))
    catch
        println("not reached")
    end
    println(index((1, 2), length(args) + 3))
end
main(String[])
