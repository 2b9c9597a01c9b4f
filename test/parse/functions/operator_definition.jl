+(a::T, b::T) where {T} = a
