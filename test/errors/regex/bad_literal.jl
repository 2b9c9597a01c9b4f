# a regex literal PCRE2 cannot compile is a compile-time error, in Julia's words
r = r"a("
println(r)
