using Printf
s = @sprintf("%.")
