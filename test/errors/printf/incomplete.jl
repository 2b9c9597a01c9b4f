using Printf
s = @sprintf("%d %", 1)
