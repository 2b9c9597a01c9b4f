α₁ = ẋ + ∇f
x′ = 1
push!(v, 1)
