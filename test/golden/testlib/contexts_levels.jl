# @testset let (the failures show "Context: v = ..."), @inferred with keywords,
# @test_deprecated (as Julia runs a program: --depwarn=no), @test_logs min_level
# and @test_warn (Julia's Test docstrings).
using Test, Logging

f(x; scale=1) = x * scale
g(x; k=1) = k > 0 ? x : 1.0
function loud(n)
    @info "start"
    n > 1 && @warn "big" n
    return n
end

@testset "extras" begin
    @test @inferred(f(2; scale=3)) == 6
    @test @inferred(f(2, scale=3)) == 6
    @test_throws ErrorException @inferred g(2; k=1)
    @test @test_deprecated(f(4)) == 4
    @test (@test_deprecated r"dep" f(5)) == 5
    @test_logs (:warn, "big") min_level=Logging.Warn loud(2)
    @test_logs min_level=Warn loud(1)
    @test_logs (:info, "start") (:warn, "big") min_level=Logging.Info loud(2)
    @testset let v = [1, 2, 3]
        @test length(v) == 3
        @test sum(v) == 6
    end
end
println(Logging.Warn, " ", Info < Warn, " ", LogLevel(5))
# @test_warn: what the expression writes to stderr (Julia's docstring: not
# the logging macros' records, which @test_logs sees)
function grumble(n)
    println(stderr, "warning: n is ", n)
    return 2n
end
ends_with_six(s) = endswith(s, "6\n")
@testset "warn" begin
    @test (@test_warn "n is 3" grumble(3)) == 6
    @test_warn r"n is \d" grumble(4)
    @test_warn ("warning", "5") grumble(5)
    @test_warn ends_with_six grumble(6)
end
@testset "contexts" begin
    @testset let v = [1, 2]
        @test sum(v) == 4
        @testset let w = 2
            @test v[w] == 1
        end
    end
end
