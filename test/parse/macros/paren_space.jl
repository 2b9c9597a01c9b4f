@m (a, b)
