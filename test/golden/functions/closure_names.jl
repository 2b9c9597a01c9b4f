# A closure's type prints as Julia writes a name that is not an identifier,
# var"#...", and a local function shows (and nameof gives) its own name.
function main()
    f = x -> x + 1
    g(y) = y
    println(startswith(string(typeof(f)), "var\"#"), " ", startswith(string(typeof(g)), "var\"#g#"))
    println(g, " ", nameof(g), " ", startswith(string(f), "#"))
end
main()
