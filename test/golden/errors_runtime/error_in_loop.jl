# Output produced before the error must not be lost.
function convert_all()
    for x in (1.0, 2.0, 2.75, 4.0)
        println(Int(x))
    end
end

convert_all()
println("not reached")
