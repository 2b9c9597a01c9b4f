# jlc-flags: --trim=safe -g
# Mutual recursion too deep for the stack: the trace prints the cycle of
# two frames once, as Julia's show_reduced_backtrace does.
ping(n) = n == 0 ? 0 : pong(n - 1) + 1
pong(n) = n == 0 ? 0 : ping(n - 1) + 1
function main(args)
    depth = length(args) + 10   # not a constant to propagate through the calls
    println(ping(depth))
    println(ping(depth * 10_000_000))
end
main(String[])
