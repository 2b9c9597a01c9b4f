nextind("abc", 1, -1)
