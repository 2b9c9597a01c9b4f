f(x::T, y::S) where {T, S<:T} = x
