using Test
@test 1 == 1 broken=true broken=false
