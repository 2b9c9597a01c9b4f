x = a? b : c
