x = a ?
    b :
    c
