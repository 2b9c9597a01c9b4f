using 1
