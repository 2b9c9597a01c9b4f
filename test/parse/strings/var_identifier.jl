var"my var" = 1
