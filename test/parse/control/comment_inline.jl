x = 1 #= inline =# + 2
