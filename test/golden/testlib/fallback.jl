# Outside a test set, a failing @test prints its report and throws at once
# (Julia's FallbackTestSet): the program ends with status 1.
using Test
@test 1 + 1 == 2
println("first passed")
@test [1, 2] == [1, 3]
println("not reached")
