# uniformscaling.jl — I: the identity of any size, λ*I a multiple of it.

struct UniformScaling{T<:Number}
    λ::T
end
const I = UniformScaling(true)

show(io::IO, J::UniformScaling) = print(io, "UniformScaling{", eltype(J), "}(", J.λ, ")")
display(J::UniformScaling) = (print(stdout, "UniformScaling{", eltype(J), "}\n"); show(stdout, J.λ); print(stdout, "*I\n"))
Base.eltype(::UniformScaling{T}) where {T} = T
getindex(J::UniformScaling, i::Int64, j::Int64) = ifelse(i == j, J.λ, zero(J.λ))
# I(n): the n×n Diagonal of λ
(J::UniformScaling)(n::Integer) = Diagonal(fill(J.λ, n))

*(x::Number, J::UniformScaling) = UniformScaling(x * J.λ)
*(J::UniformScaling, x::Number) = UniformScaling(J.λ * x)
*(J::UniformScaling, v::AbstractVecOrMat) = J.λ * v
*(a::AbstractMatrix, J::UniformScaling) = a * J.λ

function +(a::AbstractMatrix, J::UniformScaling)
    n = checksquare(a)
    b = Matrix{typeof(zero(eltype(a)) + J.λ)}(undef, n, n)
    for j in 1:n, i in 1:n
        b[i, j] = i == j ? a[i, j] + J.λ : a[i, j] + zero(J.λ)
    end
    return b
end
+(J::UniformScaling, a::AbstractMatrix) = a + J
-(a::AbstractMatrix, J::UniformScaling) = a + UniformScaling(-J.λ)
-(J::UniformScaling, a::AbstractMatrix) = (-a) + J

# Matrix{T}(I, m, n), Matrix(I, m, n) (of I's element type: Bool for I)
Base.Matrix{T}(J::UniformScaling, m::Int64, n::Int64) where {T} =
    [T(i == j ? J.λ : zero(J.λ)) for i in 1:m, j in 1:n]
Base.Matrix(J::UniformScaling, m::Int64, n::Int64) = Matrix{eltype(J)}(J, m, n)
