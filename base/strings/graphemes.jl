# graphemes.jl — the iterator traits of Unicode.graphemes (strings/unicode.jl),
# defined once generator.jl has declared them.
eltype(::Type{Unicode.GraphemeIterator{S}}) where {S} = SubString{S}
IteratorSize(::Type{<:Unicode.GraphemeIterator}) = SizeUnknown()
