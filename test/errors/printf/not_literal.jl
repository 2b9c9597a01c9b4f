using Printf
fmt = "%d"
s = @sprintf(fmt, 1)
