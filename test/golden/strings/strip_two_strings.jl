strip("abc", "a")
