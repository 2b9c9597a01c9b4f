# VersionNumber and v"..." as Julia (base/version.jl): fields, comparison, printing, parse errors
v = v"1.2.3"
println(v, " ", v.major, " ", v.minor, " ", v.patch)
show(v); println()
println(repr(v), " ", string(v), " ", typeof(v.major))
println(v < v"1.10", " ", v"1.10" > v"1.9.9", " ", v == VersionNumber(1, 2, 3), " ", v"2" == v"2.0.0")
println(VersionNumber(1, 2), " ", VersionNumber("v0.7"), " ", VersionNumber((3, 1)))
println(isless(v"1.2", v"1.2.1"), " ", max(v"1.2", v"0.9"), " ", sort([v"1.10.0", v"1.2.0", v"1.9.3"]))
println(v.prerelease, " ", v.build)
println(Base.nextminor(v), " ", Base.nextpatch(v), " ", Base.nextmajor(v), " ", Base.thisminor(v))
d = Dict(v"1.0" => "a", v"1.0.0" => "b")
println(length(d), " ", v"1.2.3" in [v"1.2.3"], " ", hash(v"1.2") == hash(v"1.2.0"))
for s in ["1.2.3.4", "x1", "1..2", ""]
    try
        VersionNumber(s)
    catch e
        println(e)
    end
end
try
    VersionNumber(-1)
catch e
    println(e)
end
println(tryparse(VersionNumber, "1.a"), " ", tryparse(VersionNumber, "V3.4"))
