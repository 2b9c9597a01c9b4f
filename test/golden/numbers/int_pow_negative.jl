# An integer to a negative power is a DomainError, unless the base is 1 or -1.
p = -3
println(1^p, " ", (-1)^p, " ", (-1)^(p - 1))
println(2^p)
