f = x -> 2x
