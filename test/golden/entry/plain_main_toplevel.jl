# Top-level statements run first, then the uncalled `main()`.
const BASE = 40
extra = 2

println("setting up")

function main()
    println("answer: ", BASE + extra)
end
