[x
 for x in xs]
