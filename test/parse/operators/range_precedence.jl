1:n+1
a:b == c
