using Test
@testset MyTestSet "x" begin
    @test true
end
