x^-1
x^-y
