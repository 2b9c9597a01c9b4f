# @test_logs, @test_nowarn and @inferred (Julia's Test docstrings).
using Test

function foo(n)
    @info "Doing foo with n=$n"
    for i = 1:n
        @debug "Iteration $i"
    end
    42
end
g() = (@warn "careful"; @info "done"; 1)
f(a) = a > 1 ? 1 : 1.0

@testset "inferred" begin
    @test @inferred(max(1, 2)) == 2
    @test (@inferred abs(-3)) == 3
    @test_throws "return type Int64 does not match inferred return type Union{Float64, Int64}" @inferred f(2)
end

@testset "logs" begin
    @test_logs (:info, "Doing foo with n=2") foo(2)
    @test (@test_logs (:info, "Doing foo with n=2") foo(2)) == 42
    @test_logs (:warn, "careful") (:info, r"^do") g()
    @test_logs (:info,) match_mode=:any g()
    @test_logs (:error, "x") g()
    @test_nowarn 1 + 1
    @test (@test_nowarn sum([1, 2])) == 3
end

