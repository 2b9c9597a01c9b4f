using A, B.C
