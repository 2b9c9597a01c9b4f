using Printf
s = @sprintf("%p", 1)
