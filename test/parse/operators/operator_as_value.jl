map(+, xs)
(+)
