# Only sum and prod of identity, abs and abs2 have a value for no elements.
println(sum(abs2, Int[]))
println(sum(x -> 2x, Int[]))
