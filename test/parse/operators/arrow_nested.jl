x -> y -> x + y
