println(chop("abc"; head=1))
println(chop("abc"; head=-1))
