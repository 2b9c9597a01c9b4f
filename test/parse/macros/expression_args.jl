@assert x > 0 "positive"
