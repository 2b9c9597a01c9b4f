# Compiled without -g, the C compiler inlines f into the loop of main, where
# the call is not marked (a mark in a loop costs speed): main calls f from
# one line only, so the trace still names that line, as Julia's does.
function f(x)
    x > 2 && throw(ArgumentError("big"))
    x
end
function main()
    s = 0
    for i in 1:5
        s += f(i)
    end
    s
end
main()
