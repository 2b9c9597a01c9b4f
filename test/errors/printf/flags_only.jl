using Printf
s = @sprintf("%+")
