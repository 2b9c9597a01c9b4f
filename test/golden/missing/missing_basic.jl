# missing: three-valued logic, propagation, coalesce, isequal/isless order.
println(missing)
println(typeof(missing))
println(missing == 1)
println(missing == missing)
println(isequal(missing, missing), " ", isequal(missing, 1))
println(missing === missing)
println(true | missing, " ", false | missing, " ", missing & false, " ", missing & true)
println(!missing)
println(missing + 1, " ", 2 * missing, " ", -missing, " ", missing / 2.0)
println(ismissing(missing), " ", ismissing(1), " ", ismissing(nothing))
println(coalesce(missing, 2), " ", coalesce(missing, missing), " ", coalesce(1, missing))
println(missing < 1, " ", isless(missing, 1), " ", isless(1, missing), " ", isless(missing, missing))
println(missing != 3, " ", missing >= 3)
println(string(missing), " ", repr(missing))
println(max(missing, 1), " ", sqrt(missing), " ", abs(missing))
println(Base.nonmissingtype(Union{Missing, Int}))
x = missing
if ismissing(x)
    println("absent")
end
f(::Missing) = "m"
f(x::Int) = "i"
println(f(missing), f(1))
