s = "héllo"
println(SubString(s, 1, 2))
SubString(s, 1, 3)
