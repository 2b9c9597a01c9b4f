[a + b for (a, b) in ps]
