a ≤ b ≥ c ≠ d
x ∈ s ∉ t
A ⊆ B
a ÷ b
f ∘ g
a ⊻ b
√x
u ⋅ v
u × v
