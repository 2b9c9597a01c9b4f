using WordCount
using TextStats
using Test

# @counts "text" => n: whether text has n words (a macro of the test
# suite, expanded when jlc compiles it, before @test sees the comparison)
macro counts(ex)
    text, n = ex.args[2], ex.args[3]
    return :(count_words($(esc(text))) == $(esc(n)))
end

@testset "WordCount" begin
    @testset "words" begin
        @test WordCount.Tokenize.words("Hello, world!") == ["hello", "world"]
        @test WordCount.Tokenize.words("don't stop") == ["don't", "stop"]
        @test isempty(WordCount.Tokenize.words("  ...  "))
        @test count_words("one two  three") == 3
        @test count_words("") == 0
        @test @counts "a b c d" => 4
    end
    @testset "stats" begin
        @test longest(["a", "abc", "ab", "xyz"]) == "abc"
        @test longest(String[]) == ""
        @test mean_length(["ab", "abcd"]) ≈ 3.0
        @test mean_length(String[]) == 0.0
        @test TextStats.initialized[]
    end
    @testset "report of $text" for (text, n) in [("a bb ccc", 3), ("Julia to C", 3)]
        @test startswith(report(text), "$n words")
    end
    @test report("The quick brown fox") == "4 words, longest \"quick\", mean length 4.0"
    @test_throws MethodError count_words(42)
end
