a = "foo"
b = "bar"
println(a * b)
println(a * " " * b)
println(string(a, b, "baz"))
println(string(1, "a", 2.5, true))
println(string("x = ", 42))
println(string('h', 'i'))
println(string(nothing))
println(string(-0.0, " ", 1e20))
println(string(1, 2, 3) * "4")

function greet(n::String)
    return "Hello, " * n * "!"
end

function repeat_str(s, n)
    r = ""
    for i in 1:n
        r = r * s
    end
    r
end

println(greet("World"))
println(repeat_str("ab", 3))
println(repeat_str("ab", 0))
println("abc" == "ab" * "c")
println(string(-7, ", ", 0.5, ", ", 'z'))
