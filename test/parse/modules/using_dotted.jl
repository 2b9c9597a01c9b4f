using A.B
