# A value of an abstract type too wide to split over when trimming (17
# subtypes), stored into a Vector{Any}: === on the Any elements sees every
# type stored (found by test/trim_diff.sh on trim/no_mode_egal_many_types.jl).
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
same(a, b) = a === b
println(same(vals[4], shapes[1]), " ", same(vals[4], vals[4]), " ", same(vals[1], vals[1]), " ", same(vals[4], vals[5]))
println(count(i -> vals[i] === shapes[i - 3], 4:20))
