a && b && c
