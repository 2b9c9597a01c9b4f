# No method takes K{3}: Julia's MethodError names the type with the value
# the program computed, when the call is reached.
struct K{N} end
f(::K{1}) = "one"
f(::K{2}) = "two"
for i in 1:parse(Int, "3")
    println(f(K{i}()))
end
