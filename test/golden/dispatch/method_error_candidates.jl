# jlc-flags: --trim=no
# A MethodError for a function the program defines names it and lists the
# closest candidates as Julia 1.11 does: !Matched:: marks what the arguments
# cannot take, the methods taking most arguments first, three at most.
# (The candidates' files are named as the compiler was given them, as in a Stacktrace.)
method_c1(x::Float64, s::AbstractString...) = true
f4(a::Float64, b::Float64, c::Int, d::Int) = 1
f4(a::Float64, b::Float64, c::Int, d::String, e) = 2
f4(x::T, y::T) where {T<:Real} = 3
f4(a::Int, b::Int, c::Int) = 4
method_c3(x::Float64, y::Float64) = true
method_c4() = true
method_c4(x::AbstractString) = false
scale(x::Int; factor = 2) = x * factor
pick(a::String, b::Int) = a
pick(a::Int, b::Int, c::Int) = b
w(x::T, y::S) where {T<:Integer, S} = y
function report(f)
    try
        f()
    catch err
        showerror(stdout, err)
        println()
    end
end
report(() -> method_c1(1, 1, ""))
report(() -> method_c1(1, "", ""))
report(() -> method_c1(1, 1, 1))
report(() -> f4(1.0, 1.0, 2, "s"))
report(() -> method_c3(1.0))
report(() -> method_c4("x", 2))
report(() -> scale(1.5))
report(() -> pick(1, 2))
report(() -> pick("a", "b"))
report(() -> w("a", 1))
