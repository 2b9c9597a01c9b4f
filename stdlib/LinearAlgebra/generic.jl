# generic.jl — functions of vectors and matrices: dot, cross, norm,
# normalize, tr.

function dot(x::AbstractVector, y::AbstractVector)
    length(x) == length(y) || throw(DimensionMismatch(string("first array has length ", length(x),
                                                             " which does not match the length of the second, ", length(y), ".")))
    s = zero(conj(zero(eltype(x))) * zero(eltype(y)))
    for k in 1:length(x)
        s += conj(x[k]) * y[k]
    end
    return s
end
dot(x::Number, y::Number) = conj(x) * y

function cross(a::AbstractVector, b::AbstractVector)
    (length(a) == 3 && length(b) == 3) || throw(DimensionMismatch("cross product is only defined for vectors of length 3"))
    a1, a2, a3 = a[1], a[2], a[3]
    b1, b2, b3 = b[1], b[2], b[3]
    return [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1]
end

# the p-norm of the elements (p = 2 by default; 1, Inf, -Inf, 0 and any
# other real), of a vector or of a matrix taken as a vector, as Julia's
# norm. The 2-norm scales by the largest element, so that it neither
# overflows nor underflows where the result does not.
function norm(a::Union{AbstractArray, Tuple}, p::Real = 2)
    isempty(a) && return float(abs(zero(eltype(a))))
    if p == 2
        m = maximum(x -> float(abs(x)), a)
        (m == 0 || isinf(m)) && return m
        s = zero(m)
        for x in a
            s += (abs(x) / m)^2
        end
        return m * sqrt(s)
    elseif p == 1
        return sum(x -> float(abs(x)), a)
    elseif p == Inf
        return maximum(x -> float(abs(x)), a)
    elseif p == -Inf
        return minimum(x -> float(abs(x)), a)
    elseif p == 0
        return float(count(x -> x != 0, a))
    end
    s = zero(float(abs(first(a))))
    for x in a
        s += float(abs(x))^p
    end
    return s^(1 / p)
end
norm(x::Number, p::Real = 2) = float(abs(x))

normalize(v::AbstractVector, p::Real = 2) = v ./ norm(v, p)

function tr(a::AbstractMatrix)
    n = checksquare(a)
    s = zero(eltype(a))
    for i in 1:n
        s += a[i, i]
    end
    return s
end
