# IOContext(io, :compact => true): floats keep at most 6 significant digits,
# complex numbers lose the spaces around their sign; other values are as shown.
io = IOContext(stdout, :compact => true)
show(io, 1/3); println()
print(io, 1.12341234); println()
print(IOContext(stdout, :compact => false), 1.12341234); println()
for x in (1e-5, 123456.0, 1234567.0, 0.1 + 0.2, 100.0, 1e6, -2/3, 1e300 / 7, 123456.789, 0.000123456789)
    show(io, x)
    println()
end
show(io, Float32(1/3)); println()
show(io, 1f-5); println()
print(io, 1f-5); println()
show(io, 1.5f0); println()
show(io, 1.0 - 2.5im); println()
show(io, complex(1/3, 2/3)); println()
show(io, 12345); println()
show(io, "text"); println()
println(get(io, :compact, false), " ", get(stdout, :compact, false), " ", get(io, :limit, false))
println(haskey(io, :compact), " ", haskey(io, :limit), " ", haskey(stdout, :compact))
both = IOContext(io, :limit => true)
println(get(both, :compact, false), " ", get(both, :limit, false))
show(IOContext(both, :compact => false), 1/3); println()
println(repr(2/3; context=:compact => true), " ", repr(2/3))
println(sprint(show, 1/7; context=(:compact => true, :limit => true)))
# a show method of one's own can ask for the property
struct Temp
    deg::Float64
end
Base.show(io::IO, t::Temp) = get(io, :compact, false) ? print(io, t.deg, "°") : print(io, "Temp(", t.deg, " degrees)")
show(Temp(21.456789)); println()
show(io, Temp(21.456789)); println()
buf = IOBuffer()
print(IOContext(buf, :compact => true), pi * 1000)
println(takestring!(buf))
