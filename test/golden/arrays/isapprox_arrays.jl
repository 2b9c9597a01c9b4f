println([1.0, 2.0] ≈ [1.0, 2.0 + 1e-12])
println([1.0, 2.0] ≈ [1.0, 2.1])
println(isapprox([1.0, 2.0], [1.0, 2.1]; atol=0.2))
println(isapprox([1.0, 2.0], [1.0, 2.1]; rtol=0.1))
println([1, 2, 3] ≈ [1, 2, 3], " ", [1, 2, 3] ≈ [1, 2, 4])
println([1.0, 1e10] ≈ [1.0 + 1e-3, 1e10])
println([1.0, Inf] ≈ [1.0, Inf], " ", [1.0, NaN] ≈ [1.0, NaN], " ", isapprox([1.0, NaN], [1.0, NaN]; nans=true))
println([1 2; 3 4] ≈ [1.0 2.0; 3.0 4.0 + 1e-10])
println([0.1 + 0.2, 0.3] ≈ [0.3, 0.1 + 0.2])
println(isapprox([1.0, 2.0], [1.5, 2.0]; norm=v -> maximum(abs, v), atol=0.5))
println([1.0, 2.0] ≉ [1.0, 3.0])
println(Float32[1, 2] ≈ [1.0, 2.0 + 1e-6])
println(view([1.0, 2.0, 3.0], 2:3) ≈ [2.0, 3.0])
println(1:3 ≈ [1.0, 2.0, 3.0])
try
    [1.0, 2.0] ≈ [1.0]
catch e
    println(typeof(e))
end
