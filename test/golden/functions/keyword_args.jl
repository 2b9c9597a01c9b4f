# Keyword arguments: defaults, required ones, `; k` shorthand, types, and
# defaults that use earlier keywords and positional arguments.
greet(name; greeting="Hello", punct="!") = string(greeting, ", ", name, punct)
area(; width, height=width) = width * height
scaled(x; factor::Float64=2.0) = x * factor
function span(lo, hi; step=1, inclusive=true)
    n = 0
    i = lo
    while inclusive ? i <= hi : i < hi
        n += 1
        i += step
    end
    return n
end

function main()
    println(greet("Ada"))
    println(greet("Ada"; punct="?"))
    println(greet("Ada", greeting="Hi"))
    println(greet("Ada"; punct=".", greeting="Bye"))
    println(area(width=3))
    println(area(height=2, width=5))
    println(scaled(3))
    println(scaled(1.5; factor=4.0))
    step = 3
    println(span(1, 10; step))
    println(span(1, 10; inclusive=false, step=3))
    println(span(0, 4))
end
main()
