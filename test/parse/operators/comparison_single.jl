a == b
