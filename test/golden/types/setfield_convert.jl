# jlc-flags: --trim=no
# assigning a field converts to its declared type, or throws
mutable struct Meter
    reading::Float64
    count::Int
end
m = Meter(0, 0)
m.reading = 3
m.count = 2.0
println(m.reading, " ", m.count, " ", typeof(m.reading))
try
    m.count = 2.5
catch e
    println(e)
end
try
    m.count = "x"
catch e
    println(e isa MethodError)
end
println(m.count)
