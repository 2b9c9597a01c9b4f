(+)(a::V, b::V) = V(a.x + b.x)
Base.:*(a::V, s) = V(a.x * s)
