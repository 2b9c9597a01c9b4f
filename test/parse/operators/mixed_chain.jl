a + b - c + d
