Point{T}(x) where {T} = new{T}(x)
