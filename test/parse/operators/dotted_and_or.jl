a .&& b
x .|| y .&& z
