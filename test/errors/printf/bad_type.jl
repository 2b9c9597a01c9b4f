using Printf
@printf("%y%d\n", 1)
