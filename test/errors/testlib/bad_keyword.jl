using Test
@test 1 == 1 1
