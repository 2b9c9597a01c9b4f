# The edge cases Julia users check first, in one place
println(0.1 + 0.2, " ", 0.1 + 0.2 == 0.3, " ", 1e300 * 10, " ", 1e308 * 10, " ", -1e308 * 10)
println(-0.0, " ", 0.0 == -0.0, " ", isequal(0.0, -0.0), " ", 1 / -0.0, " ", -0.0 + 0.0, " ", repr(-0.0f0))
println(NaN == NaN, " ", NaN != NaN, " ", NaN < 1.0, " ", NaN > 1.0, " ", isequal(NaN, NaN), " ", NaN === NaN, " ", 0.0 * Inf)
println(round(2.5), " ", round(3.5), " ", round(-2.5), " ", round(Int, 2.5), " ", round(0.5), " ", round(1.5))
println(nextfloat(1.0), " ", prevfloat(1.0), " ", eps(1.0), " ", nextfloat(0.0), " ", nextfloat(-0.0))
s = "a\xffb"
println(length(s), " ", isvalid(s), " ", repr(s), " ", collect(s), " ", ncodeunits(s))
println(repr(""), " ", length(""), " ", isempty(""), " ", split(""), " ", split("", ","), " ", repr("" * ""), " ", repr(strip("  ")))
println(typemax(Int) + 1 == typemin(Int), " ", -typemin(Int) == typemin(Int), " ", abs(typemin(Int)))
try
    typemin(Int) ÷ -1
catch e
    println(e)
end
