~x & y
!(a == b)
-a.b
a - -b
a*-b
-a*b
