# A Format given the wrong number of arguments: Julia's ArgumentError
using Printf
f = Printf.Format("%d %d\n")
Printf.format(stdout, f, 1, 2)
Printf.format(stdout, f, 1)
