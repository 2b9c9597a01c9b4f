export f, g, @m
