@printf("%d\n", 1)
