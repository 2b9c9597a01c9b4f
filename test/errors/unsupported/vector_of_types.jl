# jlc-flags: --trim=no
# Types are compile-time values only: a Vector{DataType} cannot be held
# (a tuple of types can: for T in (Int, Float64)). The error points at the
# source (it used to be a message without a location).
ts = [Int, Float64]
for T in ts
    println(T)
end
