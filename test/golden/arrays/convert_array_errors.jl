# jlc-flags: --trim=no
# A convert with no method throws Julia's MethodError, worded as Julia's
# showerror words it for convert: one line where both types are DataTypes of
# different names, else each type on a line of its own, compared parameter
# by parameter (Dict{String,Int64}).
struct S
    v::Vector{Float64}
end
for bad in (() -> convert(Vector{Float64}, Set([1])), () -> convert(Dict{Int, Int}, Dict("a" => 1)),
            () -> convert(Union{Int, String}, 1.5), () -> replace!([1, 2], 1 => nothing))
    try
        bad()
    catch e
        showerror(stdout, e)
        println()
    end
end
S(["a"])
