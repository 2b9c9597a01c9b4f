# export decides what `using` makes visible; __init__ runs once a module
# (and, before it, every module it uses) is loaded; methods extend
# functions of other modules (Julia manual, "Modules").
module Geometry
export Circle, area
struct Circle
    r::Float64
end
area(c::Circle) = 3.0 * c.r^2
unexported() = "reached qualified"
Base.show(io::IO, c::Circle) = print(io, "Circle(r=", c.r, ")")
Base.:+(a::Circle, b::Circle) = Circle(a.r + b.r)
__init__() = println("Geometry initialized")
end

module Drawing
using ..Geometry
export draw
draw(c::Circle) = string("drawing ", c, " of area ", area(c))
function __init__()
    println("Drawing initialized after Geometry")
end
end

using .Drawing, .Geometry
println("main starts")
println(draw(Circle(1.0)))
println(Circle(1.0) + Circle(2.0))
println(Geometry.unexported())
