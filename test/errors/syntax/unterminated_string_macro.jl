r = r"abc
