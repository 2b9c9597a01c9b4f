x = a +
    b
