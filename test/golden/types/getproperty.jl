# A type's own getproperty and setproperty!: x.f and x.f = v call them, as
# in Julia (virtual properties, renamed fields, a property computed from others).
struct Polar
    r::Float64
    θ::Float64
end
function Base.getproperty(p::Polar, name::Symbol)
    name === :x && return getfield(p, :r) * cos(getfield(p, :θ))
    name === :y && return getfield(p, :r) * sin(getfield(p, :θ))
    return getfield(p, name)
end
p = Polar(2.0, 0.0)
println(p.x, " ", p.y, " ", p.r, " ", p.θ)

mutable struct Counter
    count::Int
    writes::Int
end
function Base.setproperty!(c::Counter, name::Symbol, v)
    name === :count && setfield!(c, :writes, getfield(c, :writes) + 1)
    setfield!(c, name, convert(fieldtype(Counter, name), v))
end
Base.getproperty(c::Counter, name::Symbol) = name === :double ? 2 * getfield(c, :count) : getfield(c, name)
c = Counter(0, 0)
c.count = 5
c.count += 1          # reads through getproperty, writes through setproperty!
println(c.count, " ", c.writes, " ", c.double)

# a field read of a type without its own method is still the field
struct Plain
    a::Int
end
q = Plain(7)
println(q.a, " ", getproperty(q, :a))
try
    q.b
catch e
    println(typeof(e))
end
