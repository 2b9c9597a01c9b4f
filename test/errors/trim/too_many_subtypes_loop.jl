# jlc-flags: --trim=safe
# A for loop over a Vector{Shape} of 17 stored subtypes. area has one
# method, which every Shape selects, so area(s) is compiled for s::Shape;
# inside it, the field access on a value of one of 17 types is reported.
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
area(s::Shape) = s.x
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
function total_area(v::Vector{Shape})
    t = 0.0
    for s in v
        t += area(s)::Float64
    end
    return t
end
println(total_area(shapes))
