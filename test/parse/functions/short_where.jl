f(x::T) where {T} = x
