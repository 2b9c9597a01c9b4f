# A tuple whose length is only known at run time (filter's result) passed to
# methods chosen by length: one method instance per length would be needed
mylen(::Tuple{}) = 0
mylen(t::Tuple) = 1 + mylen(Base.tail(t))
println(mylen((1, 2)))
println(mylen(filter(iseven, (1, 2, 3, 4))))
