"doc"
@inline h(x) = x
