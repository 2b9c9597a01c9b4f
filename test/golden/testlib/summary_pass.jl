# A passing test set prints one summary row (Julia's @testset docstring);
# nested sets show only when something failed or verbose=true.
using Test

@testset "trigonometric identities" begin
    θ = 2/3*π
    @test sin(-θ) ≈ -sin(θ)
    @test cos(-θ) ≈ cos(θ)
    @test sin(2θ) ≈ 2*sin(θ)*cos(θ)
    @test cos(2θ) ≈ cos(θ)^2 - sin(θ)^2
end;

@testset "outer" begin
    @testset "inner" begin
        @test 1 + 1 == 2
    end
    @test true
end

@testset verbose=true "shown" begin
    @testset "a" begin
        @test 1 < 2
        @test_broken 1 > 2
    end
    @testset "longer name" begin
        @test "ab" * "c" == "abc"
    end
    @test_skip error("never run")
end

# outside any test set a passing @test prints nothing
@test 2 + 2 == 4
@test 3.14159 ≈ 3.14 atol=0.01
@test 2 + 2 ≈ 6 atol=1 broken=true
@test 2 + 2 == 5 skip=true
println("done")
