# A keyword argument with a type and no name (found by make fuzz: jlc crashed)
function f(;::T)::T where T
    x
end
