"not a docstring"

f() = 1
