findnext('a', "abc", 5)
