# jlc-flags: --trim=safe
function g(x)
    if x > 0
        return 1
    end
    return 2
