using WordCount
using TextStats
using Test

# @counts "text" => n: WordCount's macro, expanded when jlc compiles the
# suite, before @test sees the comparison it makes
count_words(x) = -1    # the suite's own count_words: not the one @counts calls

@testset "WordCount" begin
    @testset "words" begin
        @test WordCount.Tokenize.words("Hello, world!") == ["hello", "world"]
        @test WordCount.Tokenize.words("don't stop") == ["don't", "stop"]
        @test isempty(WordCount.Tokenize.words("  ...  "))
        @test WordCount.count_words("one two  three") == 3
        @test WordCount.count_words("") == 0
        @test @counts "a b c d" => 4
        @test WordCount.@counts "Don't PANIC" => 2
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
    @test_throws MethodError WordCount.count_words(42)
end
