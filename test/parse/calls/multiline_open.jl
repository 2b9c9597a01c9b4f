f(
    a,
    b,
)
