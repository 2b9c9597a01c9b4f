[a *b]
