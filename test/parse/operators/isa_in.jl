x isa Int
x in xs
