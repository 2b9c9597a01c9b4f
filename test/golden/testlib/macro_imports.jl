# Test's macros brought in by name, used qualified, and inside functions;
# a test's closure does not capture the caller's names (hygiene): `#t`
# locals of nested expansions are distinct.
using Test: @test, @testset
import Test

function check_positive(x)
    @test x > 0
    return x
end

@testset "imports" begin
    @test check_positive(2) == 2
    Test.@test 1 + 1 == 2
    Test.@test_throws DivideError div(1, 0)
    t0 = 5
    @test (Test.@inferred max(t0, 3)) == t0
    @testset "nested $k" for k in ("a", "b")
        @test k in ("a", "b")
    end
end
