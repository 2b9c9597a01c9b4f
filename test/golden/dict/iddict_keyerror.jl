# An IdDict lookup by an equal but distinct key: a KeyError.
d = IdDict([1] => "a")
println(d[first(keys(d))])
d[[1]]
