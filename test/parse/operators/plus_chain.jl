a + b + c
