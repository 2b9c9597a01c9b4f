[1 2 # first row
 3 4]
