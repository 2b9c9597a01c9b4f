using Printf
f = Printf.Format("%.0")
