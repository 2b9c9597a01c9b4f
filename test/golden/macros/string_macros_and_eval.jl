# Base's string macros
println(raw"a\b$x")
println(b"acgt")
println(typeof(b"a\tb"), " ", length(b"a\tb"))
# @eval at top level, with the program's constants interpolated
const name = :Point3
const fields = [:x, :y, :z]
@eval struct $name
    $(fields...)
end
@eval triple(v) = 3v
p = Point3(1, 2, 3)
println(p.z, " ", triple(p.y))
# a user string macro with a flag
macro rep_str(s, flag)
    repeat(s, flag == "thrice" ? 3 : 2)
end
println(rep"ab"thrice)
