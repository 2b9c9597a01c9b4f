io = open("x.txt", "rw")
