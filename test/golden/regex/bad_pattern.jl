# a pattern PCRE2 cannot compile is an error when the Regex is made
try
    Regex("a(")
catch e
    println(e)
end
r = Regex("[z-a]")
