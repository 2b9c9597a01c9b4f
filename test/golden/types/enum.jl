# @enum as Julia's: members as constants, a checked constructor, Int/Integer,
# instances, typemin/typemax, ordering, printing and display, Dict keys.
@enum Fruit apple=1 orange=2 kiwi
@enum Color::UInt8 begin
    red
    green = 5
    blue
end
f(x::Fruit) = "I'm a Fruit with value: $(Int(x))"
println(f(apple))
println(kiwi, " ", Int(kiwi), " ", typeof(kiwi))
println(instances(Fruit))
println(Fruit(2))
display(Fruit(1))
println(red < blue, " ", Integer(blue), " ", typeof(Integer(blue)))
println(typemin(Color), " ", typemax(Color))
println([apple, kiwi])
println(string(orange), " ", repr(orange))
println(apple == Fruit(1), " ", apple === orange)
d = Dict(apple => 1, kiwi => 3)
println(d[kiwi])
for c in instances(Color)
    println(c, " = ", Int(c))
end
println(Symbol(green))
try
    Color(3)
catch e
    println(sprint(showerror, e))
end
@enum Single only
println(instances(Single), " ", Int(only))
@enum Sparse::Int8 low=-3 mid=0 high=10
println(Sparse(10), " ", typemin(Sparse), " ", Int8(1) + Integer(high))
try
    Sparse(1)
catch e
    println(sprint(showerror, e))
end
