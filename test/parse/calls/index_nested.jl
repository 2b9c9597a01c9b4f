a[b[i]]
a[i][j]
