using Printf
s = @sprintf("%ll")
