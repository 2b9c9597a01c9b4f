# jlc-flags: --trim=no
# Keyword calls that no method takes: the MethodError as Julia's kwcall
# throws it, naming the keywords each candidate does not take.
addc(c::Int32) = c
addc(c::Int64; uncset=nothing) = addc(Int32(c))
g(x; b=1) = x + b
h(x) = x
function report(f)
    try
        f()
    catch err
        showerror(stdout, err)
        println()
    end
end
report(() -> addc(Int32(1); uncset=nothing))
report(() -> addc("one"; uncset=nothing))
report(() -> g(1; a=2))
report(() -> g(1; a=2, c=3))
report(() -> h(1; a=2))
println(addc(5; uncset=1))
println(g(1; b=2))
h(1.5; a=1)
