d[:key] = 1
