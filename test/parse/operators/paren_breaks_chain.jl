(a + b) + c
