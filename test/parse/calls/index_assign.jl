a[i] = v
a[i] += 1
x.y = 2
