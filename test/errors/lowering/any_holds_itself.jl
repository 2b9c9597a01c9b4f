# jlc-flags: --trim=no
# An error value held in Any (a catch variable that a closure captures and
# that is then assigned) whose tuple field holds Any again: a type that would
# contain itself by value is refused with a clear error (it used to crash the
# compiler)
fs = []
println([g() for g in fs])
function k()
    try error("x") catch e
        h = () -> e
        e = 5
        h()
    end
end
println(k())
