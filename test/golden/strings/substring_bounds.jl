SubString("abc", 2, 5)
