import A: x as y
