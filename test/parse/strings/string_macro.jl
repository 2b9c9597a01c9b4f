r"a\d+"
