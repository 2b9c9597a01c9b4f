x isa Int && y in xs
a < b <= c
