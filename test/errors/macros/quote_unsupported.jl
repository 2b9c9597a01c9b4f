e = :(module M end)
println(e)
