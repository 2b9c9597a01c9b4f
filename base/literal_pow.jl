# literal_pow.jl — x^-n for a literal n (lower.c calls literal_negpow).

# As Julia's Base.literal_pow computes it: for machine
# numbers inv(x) and its square for n = 1, 2; a machine integer otherwise goes
# through Float64 (2^-3 is 0.125), a float keeps x^p (more accurate); any
# other x is x^p ("ab"^-1 is repeat's error).
literal_negpow(x::BitInteger, n::Int64) = n == 1 ? inv(x) : n == 2 ? (i = inv(x); i * i) : Float64(x)^(-n)
literal_negpow(x::AbstractFloat, n::Int64) = n == 1 ? inv(x) : x^(-n)
literal_negpow(x::Union{Complex, Rational}, n::Int64) = n == 1 ? inv(x) : n == 2 ? (i = inv(x); i * i) : x^(-n)
literal_negpow(x, n::Int64) = x^(-n)
