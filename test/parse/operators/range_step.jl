a:s:b
