# min and max propagate NaN and put -0.0 below 0.0; clamp keeps a value in range.
println(min(1.0, 2.0), " ", max(1.0, 2.0), " ", min(-0.0, 0.0), " ", max(-0.0, 0.0), " ", min(0.0, -0.0), " ", max(0.0, -0.0))
println(min(1.0, NaN), " ", min(NaN, 1.0), " ", max(NaN, -Inf), " ", max(Inf, NaN))
println(min(1, 2.5), " ", max(3, Int8(4)), " ", typeof(max(3, Int8(4))), " ", max(1, 5, 3), " ", min(4.0, 2, 3))
println(minmax(3.0, -1.0), " ", minmax(2, 1))
println(clamp(5, 1, 3), " ", clamp(-1.5, 0, 1), " ", clamp(0.5, 0, 1), " ", clamp(2, 1.0, 3.0))
println(clamp(NaN, 0.0, 1.0), " ", clamp(300, UInt8), " ", clamp(-5, UInt8), " ", clamp(100, Int8), " ", typeof(clamp(300, UInt8)))
