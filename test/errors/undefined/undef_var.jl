f() = undefined_thing + 1
println(f())
