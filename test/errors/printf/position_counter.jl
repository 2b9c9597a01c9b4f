using Printf
s = @sprintf("%n", 1)
