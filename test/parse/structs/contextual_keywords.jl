abstract = 1
mutable = 2
type = 3
