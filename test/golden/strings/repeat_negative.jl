println(repeat("ab", 2))
"ab"^-3
