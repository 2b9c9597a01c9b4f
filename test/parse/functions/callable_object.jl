(p::Poly)(x) = x
