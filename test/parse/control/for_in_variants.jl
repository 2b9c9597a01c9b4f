for i = 1:2, j in 1:3, k ∈ 1:4
end
