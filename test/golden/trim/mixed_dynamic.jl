# Vector{Any}, untyped globals and an abstract container in one program: the
# closed world splits every call on them, so the program builds with
# --trim=safe, and --trim=no builds the same program (test/cli/trim_modes.sh).
abstract type Animal end
struct Dog <: Animal; name::String; end
struct Cat <: Animal; name::String; lives::Int; end
mutable struct Bird <: Animal; name::String; height::Float64; end
speak(d::Dog) = "Woof, I am $(d.name)"
speak(c::Cat) = "Meow ($(c.lives) lives left)"
speak(b::Bird) = "Tweet from $(b.height) m"
describe(x::Int) = "an integer, $(x * 2) doubled"
describe(x::Float64) = "a float, $(x / 2) halved"
describe(x::String) = "a string of length $(length(x))"
describe(x) = "something else: $(x)"

zoo = Animal[Dog("Rex"), Cat("Tom", 9), Bird("Tweety", 1.5)]
things = Any[1, 2.5, "three", :four, 'c', nothing]
counter = 0            # an untyped global, widened below
label = "start"

function tally!(x)
    global counter += 1
    global label = x isa String ? x : string(typeof(x))
    return counter
end

for a in zoo
    println(speak(a))
end
for t in things
    println(describe(t))
    tally!(t)
end
zoo[3].height += 1.0
println(speak(zoo[3]))
println(counter, " ", label)
push!(things, zoo[1])
println(length(things), " ", describe(things[end]))
total = 0.0
for t in things
    if t isa Real
        global total += t
    end
end
println(total)
