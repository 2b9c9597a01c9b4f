a[end]
a[begin+1:end-1]
m[end, 1]
