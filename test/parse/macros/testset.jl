@testset "name" begin
    @test true
end
