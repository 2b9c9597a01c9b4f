# A call naming keywords is Core.kwcall(kws, f, args...): it dispatches on
# the positional arguments among the methods that take keywords only, so a
# more specific method without keywords does not hide one that takes them.
mysort(r::AbstractRange) = "range method"
mysort(v::AbstractVector; rev=false) = rev ? "vector method, reversed" : "vector method"
println(mysort(1:3))
println(mysort(1:3; rev=true))
println(mysort([1, 2]; rev=false))

# Base: sort(r::AbstractRange) has no keywords; sort(v::AbstractVector; kws...) has
println(sort(1:4; rev=true))
println(sort(1:2:7; by=x -> -x))

area(r::Real) = 3r^2
area(r::Real, h::Real; scale=1) = scale * r * h
area(r::Int; unit="m") = string(3r^2, " ", unit)
println(area(2))               # area(r::Int; unit="m") is also area(::Int)
println(area(2.0))
println(area(2; unit="cm"))    # keywords: only area(::Int; unit) takes one argument
println(area(2, 3; scale=10))
