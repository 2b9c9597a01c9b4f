# Statistics.jl — Julia's Statistics: mean, median, middle, var, std,
# quantile, cov, cor, over whole collections or along one dimension
# (`dims=d`), with Statistics.jl's formulas, so the same rounding for the
# same data (a mean is a sum divided by the count, a variance the sum of
# squared deviations from the mean over n - 1, Welford's update for a
# general iterator, quantiles Hyndman and Fan's definitions 4-9).

module Statistics

export mean, mean!, median, median!, middle, var, varm, std, stdm, quantile, quantile!, cov, cor

## Along one dimension: the output has size 1 there; slice(A, d, o) is the
## vector of A's elements along d at the output's linear index o.

function reduced_size(A::AbstractArray, d::Int)
    d >= 1 || throw(ArgumentError("dimension must be ≥ 1, got $d"))
    ntuple(k -> k == d ? 1 : size(A, k), ndims(A))
end

function slice(A::AbstractArray, d::Int, o::Int)
    d > ndims(A) && return [A[o]]
    below = 1
    for k in 1:(d - 1)
        below *= size(A, k)
    end
    n = size(A, d)
    lo, hi = (o - 1) % below, (o - 1) ÷ below
    [A[lo + k * below + hi * below * n + 1] for k in 0:(n - 1)]
end

# f applied to each slice along d, into an array of element type T
function along(f, ::Type{T}, A::AbstractArray, d::Int) where {T}
    R = Array{T, ndims(A)}(undef, reduced_size(A, d))
    for o in eachindex(R)
        R[o] = f(slice(A, d, o))
    end
    R
end

# `dims = :` (Julia's Colon()): the whole array
const AllDims = typeof(:)

dims_int(d::Int) = d
dims_int(d) = throw(ArgumentError("not supported yet: dims=$d (one dimension, an Int, is)"))

## mean

mean_type(::Type{T}) where {T} = typeof(zero(T) / 1)

function mean(itr)
    y = iterate(itr)
    y === nothing && return 0 / 0
    value, state = y
    total = value / 1
    count = 1
    y = iterate(itr, state)
    while y !== nothing
        value, state = y
        total += value
        count += 1
        y = iterate(itr, state)
    end
    total / count
end
mean(f, itr) = mean(f(x) for x in itr)

function mean(A::AbstractArray; dims = :)
    dims isa AllDims || return along(mean, mean_type(eltype(A)), A, dims_int(dims))
    isempty(A) && return mean_type(eltype(A))(NaN)
    sum(x -> x / 1, A) / length(A)
end
mean(f, A::AbstractArray; dims = :) = mean(map(f, A); dims = dims)
mean(r::AbstractRange{<:Real}) = isempty(r) ? (first(r) + last(r)) / 2 * NaN : (first(r) + last(r)) / 2

# R's size is 1 along the dimension reduced (one, as for dims)
function mean!(R::AbstractArray, A::AbstractArray)
    d = findfirst(k -> size(R, k) == 1 && size(A, k) != 1, 1:ndims(A))
    M = d === nothing ? A : mean(A; dims = d)
    length(M) == length(R) || throw(DimensionMismatch("the output of mean! must have size 1 along one of the input's dimensions"))
    for i in 1:length(R)
        R[i] = M[i]
    end
    R
end

## middle and median

middle(x::Number, y::Number) = x / 2 + y / 2
middle(x::Number) = middle(x, x)
middle(a::AbstractArray) = middle(extrema(a)...)

function median!(v::AbstractVector)
    isempty(v) && throw(ArgumentError("median of an empty array is undefined, $(repr(v))"))
    any(x -> x isa Number && isnan(x), v) && return middle(convert(eltype(v), NaN))
    sort!(v)
    n = length(v)
    mid = (1 + n) ÷ 2
    isodd(n) ? middle(v[mid]) : middle(v[mid], v[mid + 1])
end
median(itr) = median!(collect(itr))
median(f, v) = median!(map(f, v))
function median(A::AbstractArray; dims = :)
    dims isa AllDims && return median!(vec(copy(A)))
    along(median!, mean_type(eltype(A)), A, dims_int(dims))
end

## var and std

var_type(::Type{T}) where {T} = typeof(abs2(zero(T)) / 1)

# the sum of squared deviations from m, over n - corrected
function varm(A::AbstractArray, m; corrected::Bool = true, dims = :)
    dims isa AllDims || return along(s -> varm(s, m; corrected = corrected), var_type(eltype(A)), A, dims_int(dims))
    n = length(A)
    n == 0 && return var_type(eltype(A))(NaN)
    sum(x -> abs2(x - m), A) / (n - Int(corrected))
end

function var(A::AbstractArray; corrected::Bool = true, mean = nothing, dims = :)
    if !(dims isa AllDims)
        mean === nothing || throw(ArgumentError("not supported yet: var with both mean and dims"))
        return along(s -> var(s; corrected = corrected), var_type(eltype(A)), A, dims_int(dims))
    end
    varm(A, mean === nothing ? Statistics.mean(A) : mean; corrected = corrected)
end

# any iterator: Welford's running mean and sum of squares (Knuth, TAOCP 2, 4.2.2)
function var(itr; corrected::Bool = true, mean = nothing)
    mean === nothing || return varm(collect(itr), mean; corrected = corrected)
    y = iterate(itr)
    y === nothing && return NaN
    value, state = y
    M = value / 1
    S = zero(M)
    count = 1
    y = iterate(itr, state)
    while y !== nothing
        value, state = y
        count += 1
        newM = M + (value - M) / count
        S = S + (value - M) * (value - newM)
        M = newM
        y = iterate(itr, state)
    end
    S / (count - Int(corrected))
end

sqrt_all(v::Number) = sqrt(v)
sqrt_all(v::AbstractArray) = map(sqrt, v)
std(A; corrected::Bool = true, mean = nothing, dims = :) =
    sqrt_all(dims isa AllDims ? var(A; corrected = corrected, mean = mean) : var(A; corrected = corrected, mean = mean, dims = dims))
stdm(A, m; corrected::Bool = true, dims = :) = sqrt_all(varm(A, m; corrected = corrected, dims = dims))

## quantile: Q(p) = (1-γ) x[j] + γ x[j+1], j = floor(n p + m), m = alpha + p (1 - alpha - beta)

function quantile_sorted(v::AbstractVector, p::Real, alpha::Real, beta::Real)
    0 <= p <= 1 || throw(ArgumentError("input probability out of [0,1] range"))
    n = length(v)
    m = alpha + p * (one(alpha) - alpha - beta)
    aleph = fma(n, p, oftype(p, m))    # exact when n p + m is an integer
    j = clamp(trunc(Int, aleph), 1, n - 1)
    γ = clamp(aleph - j, 0, 1)
    a, b = n == 1 ? (v[1], v[1]) : (v[j], v[j + 1])
    # a + γ (b - a) may overflow when a and b are far apart; (1-γ) a + γ b may
    # not grow with γ when they are close
    isfinite(a) && isfinite(b) && isapprox(a, b) ? a + γ * (b - a) : (1 - γ) * a + γ * b
end

function quantile_data!(v::AbstractVector, sorted::Bool)
    isempty(v) && throw(ArgumentError("empty data vector"))
    any(x -> x isa Number && isnan(x), v) &&
        throw(ArgumentError("quantiles are undefined in presence of NaNs or missing values"))
    sorted ? v : sort!(v)
end

quantile!(v::AbstractVector, p::Real; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile_sorted(quantile_data!(v, sorted), p, alpha, beta)
function quantile!(v::AbstractVector, p::Union{AbstractArray, Tuple}; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha)
    s = quantile_data!(v, sorted)
    map(q -> quantile_sorted(s, q, alpha, beta), p)
end
function quantile!(q::AbstractArray, v::AbstractVector, p::AbstractArray; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha)
    s = quantile_data!(v, sorted)
    for i in eachindex(p)
        q[i] = quantile_sorted(s, p[i], alpha, beta)
    end
    q
end
quantile(itr, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(collect(itr), p; sorted = sorted, alpha = alpha, beta = beta)
quantile(f::Function, v, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(map(f, v), p; sorted = sorted, alpha = alpha, beta = beta)

## cov and cor

cov(x::AbstractVector; corrected::Bool = true) = var(x; corrected = corrected)

function cov(x::AbstractVector, y::AbstractVector; corrected::Bool = true)
    n = length(x)
    length(y) == n || throw(DimensionMismatch("inconsistent lengths"))
    mx, my = mean(x), mean(y)
    sum((x[i] - mx) * conj(y[i] - my) for i in 1:n) / (n - Int(corrected))
end

# X with the mean along dims taken out, as the columns (dims=1) or rows (dims=2)
function centered(X::AbstractMatrix, dims::Int)
    dims == 1 || dims == 2 || throw(ArgumentError("dims must be 1 or 2"))
    X .- mean(X; dims = dims)
end
# C'C (variables in columns) or CC' (in rows)
function unscaled_cov(C::AbstractMatrix, dims::Int)
    nvars, nobs = dims == 1 ? (size(C, 2), size(C, 1)) : (size(C, 1), size(C, 2))
    at(obs, var) = dims == 1 ? C[obs, var] : C[var, obs]
    R = Matrix{eltype(C)}(undef, nvars, nvars)
    for j in 1:nvars, i in 1:nvars
        s = zero(eltype(C))
        for k in 1:nobs
            s += at(k, i) * at(k, j)
        end
        R[i, j] = s
    end
    R
end

function cov(X::AbstractMatrix; dims::Int = 1, corrected::Bool = true)
    C = centered(X, dims)
    unscaled_cov(C, dims) / (size(X, dims) - Int(corrected))
end

cor(x::AbstractVector) = one(real(eltype(x))) / 1

clampcor(x::Real) = clamp(x, -1, 1)

function cor(x::AbstractVector, y::AbstractVector)
    n = length(x)
    length(y) == n || throw(DimensionMismatch("inconsistent lengths"))
    mx, my = mean(x), mean(y)
    xx = yy = xy = zero(mx * my)
    for i in 1:n
        dx, dy = x[i] - mx, y[i] - my
        xx += abs2(dx)
        yy += abs2(dy)
        xy += dx * dy
    end
    clampcor(xy / max(xx, yy) / sqrt(min(xx, yy) / max(xx, yy)))
end

function cor(X::AbstractMatrix; dims::Int = 1)
    C = unscaled_cov(centered(X, dims), dims)
    sd = [sqrt(C[i, i]) for i in 1:size(C, 1)]
    for j in 1:size(C, 2)
        for i in 1:(j - 1)
            C[i, j] = C[j, i]
        end
        C[j, j] = 1
        for i in (j + 1):size(C, 1)
            C[i, j] = clampcor(C[i, j] / (sd[i] * sd[j]))
        end
    end
    C
end

end
