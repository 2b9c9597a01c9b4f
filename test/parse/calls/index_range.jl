a[1:end]
a[:, 1]
