@m x = 1
