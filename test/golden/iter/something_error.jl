# something with no value among its arguments: Julia's ArgumentError.
println(something(nothing, 1))
something(nothing, nothing)
