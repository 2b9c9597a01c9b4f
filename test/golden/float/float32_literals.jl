# Float32 literals (1.5f0, 1f10) and <:/>: in expressions.
x = 1.5f0
y = 0.1f0
println(x, " ", typeof(x), " ", x + y, " ", y * 3)
println(Float64(y))
println(Int32 <: Signed, " ", Int32 >: Signed, " ", String <: AbstractString)
f(::Type{T}) where {T} = T <: Integer ? "int" : "other"
println(f(Int8), " ", f(Float32))
println(-2.5f-3, " ", 1f10, " ", Inf32)
