name = "world"
greeting = "Hello, $(name)! 1 + 1 = $(1 + 1)"
poem = """
    Roses are red,
      violets are \$blue,
    $(uppercase(name))
    """
re = r"^[a-z]+\d*$"i
bytes = b"\x01\x02"
ver = v"1.11.0"
path = raw"C:\Users\julia"
cmd = `echo $name`
c = '\u00e9'
esc = "tab\tnewline\nquote\"dollar\$"
@show greeting
@time sum(1:10)
@inbounds for i in 1:3
    println(i)
end
Base.@kwdef struct Config
    depth::Int = 3
    name::String = "x"
end
@test occursin(re, "abc1")
macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
@twice println("hi")
q = :(a + $(name) * b)
sym = :+
f = x -> x^2
g = function (x, y)
    x * y
end
map([1, 2]) do x
    x + 1
end
h(x; k=1, kws...) = (x, k, kws)
h(1; k=2, extra=3)
nt = (; name, ver)
p = first => last
compose = sin ∘ cos
