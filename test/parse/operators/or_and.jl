a || b && c
