# A byte that is not UTF-8 is not part of a name, as in Julia (in a
# string literal it is a byte of the string).
abÿc = 1
println(ab)
