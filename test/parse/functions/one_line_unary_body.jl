function f(x) -x end
