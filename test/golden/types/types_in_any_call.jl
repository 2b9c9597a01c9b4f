# jlc-flags: --trim=no
# Calling a value that may be a type or not: a type calls its constructors,
# anything else is Julia's MethodError when reached.
ts = Any[Int, Float64, String, 1]
for T in ts
    try
        println(T(1))
    catch e
        println(typeof(e))
    end
end
