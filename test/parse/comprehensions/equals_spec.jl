[i for i = 1:3]
