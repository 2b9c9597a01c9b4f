# jlc-flags: --trim=no
# A literal vector of closures of different types (a Vector{Function}) after
# an Any-typed catch variable: its elements used to be refused as "not an
# element" (the literal's copy split over every type Any holds)
try
 throw("s")
catch e
 println(e)
end
for ex in [() -> error("e"), () -> Int8(300), () -> "a" + 1, () -> convert(Int, "x"), () -> [1,2] + [1]]
 try
 ex()
 catch e
 println(typeof(e))
 end
end
