# Bytes that are not UTF-8 are fine in a string literal (each a malformed
# Char of the string) and in a comment: ÿþ
s = "aÿb"
println(length(s), " ", ncodeunits(s), " ", isvalid(s))
println(codeunit(s, 2))
