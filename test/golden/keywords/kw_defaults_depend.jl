# keyword defaults may use the positional arguments and earlier keywords
function box(w; h = w, d = w * h, label = string(w, "x", h, "x", d))
    return label
end
println(box(2))
println(box(2; h = 3))
println(box(2; d = 1))
println(box(2; label = "custom", h = 5))
greet(name; greeting = "Hello", msg = "$greeting, $(name)!") = msg
println(greet("Ann"), " ", greet("Bo"; greeting = "Hi"))
