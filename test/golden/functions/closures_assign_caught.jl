# jlc-flags: --trim=no
# A catch variable that a closure assigns is shared through a box (an
# exception is of any type: the program is not trimmed).
function caught()
    try
        error("boom")
    catch e
        h = () -> (e = "replaced")
        h()
        e
    end
end
println(caught())
