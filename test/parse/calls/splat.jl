f(xs...)
f(a, b...)
