# sort.jl — sort, sort!, sortperm, issorted, with Julia's keywords lt, by
# and rev. The sort is stable (equal elements keep their order), as Julia's
# default algorithms are, so the result is Julia's whatever the algorithm:
# here insertion sort for short runs, merged bottom-up by merge sort.

# The order: whether a goes before b.
struct Ordering{L, B}
    lt::L
    by::B
    rev::Bool
end
before(o::Ordering, a, b) = o.rev ? o.lt(o.by(b), o.by(a)) : o.lt(o.by(a), o.by(b))

function insertion_sort!(v::Vector, lo::Int64, hi::Int64, o::Ordering)
    for i in (lo + 1):hi
        x = v[i]
        j = i
        while j > lo && before(o, x, v[j - 1])
            v[j] = v[j - 1]
            j -= 1
        end
        v[j] = x
    end
end

# Sorts v[lo:hi]; scratch holds at least half of it.
function merge_sort!(v::Vector, lo::Int64, hi::Int64, scratch::Vector, o::Ordering)
    if hi - lo < 16
        insertion_sort!(v, lo, hi, o)
        return
    end
    m = (lo + hi) >>> 1
    merge_sort!(v, lo, m, scratch, o)
    merge_sort!(v, m + 1, hi, scratch, o)
    n = m - lo + 1
    for k in 1:n
        scratch[k] = v[lo + k - 1]
    end
    i = 1
    j = m + 1
    k = lo
    while i <= n && j <= hi
        # on a tie the left element goes first: that keeps the sort stable
        if before(o, v[j], scratch[i])
            v[k] = v[j]
            j += 1
        else
            v[k] = scratch[i]
            i += 1
        end
        k += 1
    end
    while i <= n
        v[k] = scratch[i]
        i += 1
        k += 1
    end
end

function sort!(v::Vector{T}; lt=isless, by=identity, rev::Bool=false) where {T}
    n = length(v)
    n < 2 && return v
    merge_sort!(v, 1, n, Vector{T}(undef, (n + 1) >>> 1), Ordering(lt, by, rev))
    return v
end
sort(v::Vector; lt=isless, by=identity, rev::Bool=false) = sort!(copy(v); lt=lt, by=by, rev=rev)
sort(r::AbstractRange; lt=isless, by=identity, rev::Bool=false) = sort!(collect(r); lt=lt, by=by, rev=rev)
issorted(r::AbstractUnitRange) = true
issorted(r::AbstractRange) = length(r) <= 1 || step(r) >= zero(step(r))

# The permutation that sorts v: v[sortperm(v)] == sort(v).
function sortperm(v::Vector; lt=isless, by=identity, rev::Bool=false)
    n = length(v)
    p = Vector{Int64}(undef, n)
    for i in 1:n
        p[i] = i
    end
    n < 2 && return p
    merge_sort!(p, 1, n, Vector{Int64}(undef, (n + 1) >>> 1), Ordering(lt, i -> by(v[i]), rev))
    return p
end

function issorted(v::Vector; lt=isless, by=identity, rev::Bool=false)
    o = Ordering(lt, by, rev)
    for i in 2:length(v)
        before(o, v[i], v[i - 1]) && return false
    end
    return true
end
