# char.jl — Char holds a character's UTF-8 bytes, left-aligned in 32 bits.

==(a::Char, b::Char) = eq_int(a, b)
<(a::Char, b::Char) = ult_int(a, b)
<=(a::Char, b::Char) = ule_int(a, b)
isless(a::Char, b::Char) = ult_int(a, b)
