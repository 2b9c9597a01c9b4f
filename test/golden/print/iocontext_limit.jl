# :limit => true: a vector of more than 20 elements shows its first and last ten
io = IOContext(stdout, :limit => true)
show(io, collect(1:100)); println()
show(io, collect(1:20)); println()
show(io, [i / 4 for i in 1:25]); println()
show(stdout, collect(1:21)); println()
println(io, Int32.(1:30))
println(repr(collect(101:130); context=:limit => true))
