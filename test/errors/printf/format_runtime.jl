using Printf
fmt = "%d"
f = Printf.Format(fmt)
