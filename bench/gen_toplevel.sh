#!/usr/bin/env bash
# gen_toplevel.sh LINES [SHAPE]: print a Julia program of LINES top-level
# lines, for measuring how jlc's compile time grows with the number of
# top-level statements (docs/performance.md, "Compile time vs program size").
# SHAPE is one of
#   assign  pairs of lines `x7 = 7` and `println(x7 + 1)`: globals;
#   func    pairs of lines `f7(x) = x + 7` and `println(f7(7))`: functions;
#   mixed   (the default) units of five lines: a global, a function of two
#           arguments, a struct, a method of one generic function `h` on the
#           struct (which gets LINES/5 methods), and a line printing calls of
#           both: `println(g7(y7, 2) + h(T7(7)))`.
# Every line runs, so nothing is trimmed away.
set -eu
lines=${1:?usage: gen_toplevel.sh LINES [assign|func|mixed]}
shape=${2:-mixed}
awk -v n="$lines" -v shape="$shape" 'BEGIN {
    if (shape == "assign") {
        for (i = 0; i < n / 2; i++) printf "x%d = %d\nprintln(x%d + 1)\n", i, i, i
    } else if (shape == "func") {
        for (i = 0; i < n / 2; i++) printf "f%d(x) = x + %d\nprintln(f%d(%d))\n", i, i, i, i
    } else if (shape == "mixed") {
        for (i = 0; i < n / 5; i++) {
            printf "y%d = %d\ng%d(a, b) = a * b + %d\nstruct T%d; v::Int; end\n", i, i, i, i, i
            printf "h(t::T%d) = t.v + y%d\nprintln(g%d(y%d, 2) + h(T%d(%d)))\n", i, i, i, i, i, i
        }
    } else {
        print "gen_toplevel.sh: unknown shape " shape > "/dev/stderr"
        exit 2
    }
}'
