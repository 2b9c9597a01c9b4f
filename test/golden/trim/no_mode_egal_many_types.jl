# jlc-flags: --trim=no
# a === b where each may be any of twenty types (an element of a Vector{Any}
# and a Shape of seventeen subtypes): split over the types both may be, any
# other pair being false (egal_many_types.jl).
abstract type Shape end
struct S1 <: Shape; x::Float64; end
struct S2 <: Shape; x::Float64; end
struct S3 <: Shape; x::Float64; end
struct S4 <: Shape; x::Float64; end
struct S5 <: Shape; x::Float64; end
struct S6 <: Shape; x::Float64; end
struct S7 <: Shape; x::Float64; end
struct S8 <: Shape; x::Float64; end
struct S9 <: Shape; x::Float64; end
struct S10 <: Shape; x::Float64; end
struct S11 <: Shape; x::Float64; end
struct S12 <: Shape; x::Float64; end
struct S13 <: Shape; x::Float64; end
struct S14 <: Shape; x::Float64; end
struct S15 <: Shape; x::Float64; end
struct S16 <: Shape; x::Float64; end
struct S17 <: Shape; x::Float64; end
shapes = Shape[]
for i in 1:17
    i == 1 && push!(shapes, S1(i))
    i == 2 && push!(shapes, S2(i))
    i == 3 && push!(shapes, S3(i))
    i == 4 && push!(shapes, S4(i))
    i == 5 && push!(shapes, S5(i))
    i == 6 && push!(shapes, S6(i))
    i == 7 && push!(shapes, S7(i))
    i == 8 && push!(shapes, S8(i))
    i == 9 && push!(shapes, S9(i))
    i == 10 && push!(shapes, S10(i))
    i == 11 && push!(shapes, S11(i))
    i == 12 && push!(shapes, S12(i))
    i == 13 && push!(shapes, S13(i))
    i == 14 && push!(shapes, S14(i))
    i == 15 && push!(shapes, S15(i))
    i == 16 && push!(shapes, S16(i))
    i == 17 && push!(shapes, S17(i))
end
vals = Any[1, "s", 'c']
append!(vals, shapes)
function count_egal(xs, ys)
    n = 0
    for a in xs, b in ys
        n += a === b
    end
    return n
end
println(count_egal(vals, vals), " ", count_egal(shapes, shapes), " ", count_egal(vals, shapes))
println(shapes[3] === S3(3.0), " ", shapes[3] === S4(3.0), " ", vals[4] === shapes[1])
