using Printf
s = @sprintf("%_1lld", 1)
