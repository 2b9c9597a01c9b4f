# sin of an infinity is a DomainError (of NaN it is NaN).
println(sin(NaN))
println(sin(-Inf))
