export f,
    g
