x = rand()
Random.seed!(1)
