a ≤ b
a ≥ b
a ≠ b
x ∈ s
a ÷ b
a ⊻ b
