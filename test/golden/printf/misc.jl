# Bool, non-ASCII text, signed zero, tiny %g, %c of a code, %A, literal %%, a dynamic width
using Printf
println(@sprintf("%d %5.1f %s %x", true, false, true, true))
println(@sprintf("%.2s|%-4.1s|", "ñandú", "über"))
println(@sprintf("%10.3e|%-10.2g|%+.0f", -0.0, 1e-300, 2.5))
println(@sprintf("%5c|%-5c|", 'é', 0x41))
println(@sprintf("%.3a %A", 1.0, 255.5))
println(@sprintf("%5.1f%%", 99.44))
x = 3; println(@sprintf("%*d", x, 7))
