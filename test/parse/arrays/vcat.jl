[a; b]
