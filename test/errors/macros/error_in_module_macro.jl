# a macro of another module that throws: the error at the call, the trace
# naming the macro's line
module Checks
export @positive
macro positive(n)
    n > 0 || error("@positive wants a positive literal")
    return n
end
end
using .Checks
println(@positive 3)
println(@positive -1)
