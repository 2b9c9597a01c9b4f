# jlc-flags: --trim=no
# Two methods apply and neither is more specific: the call builds, and
# throws Julia's MethodError when it is reached (test/cli/trim_kinds.sh
# checks the report under the other modes).
f(x::Int, y) = 1
f(x, y::Int) = 2
println(f(1.5, 2))
println(f(1, 2))
