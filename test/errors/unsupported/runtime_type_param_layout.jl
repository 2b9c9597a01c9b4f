# T{2} and T{3} have different layouts (an NTuple{N, Int} field): a value
# whose N is known at run time has no one layout.
struct T{N}
    t::NTuple{N, Int}
end
x = T{parse(Int, "2")}((1, 2))
println(x)
