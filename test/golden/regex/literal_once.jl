# an r"..." literal is one Regex, made once, however often it is reached
f() = r"a+"
println(f() === f(), " ", r"a+" === r"a+")
n = 0
for s in ["aa", "b", "a", "xyz"]
    occursin(r"^a+$", s) && (global n += 1)
end
println(n)
words = split("the quick brown fox jumps over the lazy dog")
println(count(w -> occursin(r"^[a-m]", w), words))
