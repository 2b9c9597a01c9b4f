println(Core.stdout, "hello core")
print(Core.stdout, 1, " ", 2, "\n")
println(Core.stdout, true)
println(Core.stdout, "x = ", 42)
