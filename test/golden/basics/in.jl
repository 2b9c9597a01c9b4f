function main()
    println(2 in [1, 2, 3], " ", 4 in [1, 2])
    println(4 in 1:3, " ", 2 ∈ 1:3, " ", 5 ∉ 1:3)
    println(:a in (:a, :b), " ", "x" in ["y"], " ", 'b' in "abc")
    println(1.0 in [1, 2], " ", 3 in (1, 2.5, 3.0))
end
