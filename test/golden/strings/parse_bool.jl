# parse and tryparse of Bool: "true"/"false" with blanks around, or 0 and 1.
println(parse(Bool, "true"), " ", parse(Bool, " false\n"), " ", parse(Bool, "1"), " ", parse(Bool, "0"), " ", parse(Bool, "0x1"))
println(tryparse(Bool, "yes"), " ", tryparse(Bool, "2"), " ", tryparse(Bool, ""), " ", tryparse(Bool, "True"))
for s in ("", "   ", "maybe", "12")
    try
        parse(Bool, s)
    catch e
        showerror(stdout, e); println()
    end
end
