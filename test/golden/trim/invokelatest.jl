# In a closed world no method is added at run time: invokelatest is the call.
sq(x) = x * x
println(Base.invokelatest(sq, 7))
println(invokelatest(string, "a", 1, 'c'))
