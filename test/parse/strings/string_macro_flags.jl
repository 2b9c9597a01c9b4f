r"^a+$"i
r"x"ms
