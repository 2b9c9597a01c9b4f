using A: @m
