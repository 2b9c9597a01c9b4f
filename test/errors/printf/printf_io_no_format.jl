using Printf
@printf(stdout, 1)
