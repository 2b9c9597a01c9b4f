# A top-level `main()` that the file does not call itself is the entry
# point: jlc calls it (as juliac does).
function greet(who)
    println("Hello, ", who, "!")
end

function main()
    greet("main")
    for i in 1:3
        println(i)
    end
end
