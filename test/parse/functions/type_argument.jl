f(::Type{T}) where {T} = T
