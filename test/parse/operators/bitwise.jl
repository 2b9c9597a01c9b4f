a & b | c ⊻ d
