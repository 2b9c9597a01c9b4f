# Each call is on a longer tuple: Julia widens the signature and dispatches
# at run time; a closed world has no type to widen to, so jlc reports the
# call (it used to hang, making method instances without end).
grow(t::Tuple, n) = n == 0 ? length(t) : grow((t..., n), n - 1)
println(grow((), 5))
