println(ndigits(8; base=2))
println(digits(8; base=-1))
