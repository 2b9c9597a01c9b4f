# jlc-flags: --trim=no
println(split("a b"; limit=2))
println(split("a b"; limt=2))
