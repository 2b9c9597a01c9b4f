using Printf
s = @sprintf("%\u00d0%d", 1)
