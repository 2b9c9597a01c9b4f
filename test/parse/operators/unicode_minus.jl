x = 1 − 2
a · b
