# Failing tests are reported as Julia's Test reports them (without the
# stack trace Julia adds); the outermost test set then throws, so the
# program ends with status 1.
using Test

@testset "failures" begin
    x = [1, 2]
    @test length(x) == 3
    @test 1 < 2 < 1
    @test !(x == [1, 2])
    @test isempty(x)
    @test occursin("z", "abc")
    @test startswith("abc", "b")
    @test 1 ≈ 1.1 atol=0.01
    @test x[3] == 3
    @test 1
    @test_broken 1 == 1
    @test_throws BoundsError x[1]
    @test_throws ArgumentError error("boom")
    @test_throws ErrorException("a") error("b")
    @test_throws "not there" error("boom")
    @testset "nested" begin
        @test "a" == "b"
        @test :x === :y
        @test 1 + 1 == 2
    end
    @testset "i = $i" for i in 1:2
        @test iseven(i)
    end
    error("outside a test")
end
