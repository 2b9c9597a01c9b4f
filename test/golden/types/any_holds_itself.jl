# jlc-flags: --trim=no
# An error value held in Any (a catch variable that a closure captures and
# that is then assigned) whose tuple field holds Any again: Any holds that
# type in a box of its own (it used to crash the compiler, then was refused)
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
