module App

describe(x::Int) = "int"
describe(x::Float64) = "float"

Base.@ccallable function main()::Cint
    println(describe(1), " ", describe(1.0))
    return 5
end

end
