# log of a negative number is a DomainError (a complex result needs a complex argument).
println(log(1.0))
x = -1.0
println(log(x))
