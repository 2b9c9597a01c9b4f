# s[i:j]: from the character at byte i through the one at byte j.
s = "hello"
println(s[2:4], " ", s[1:5], " [", s[3:2], "]")
t = "héllo"
println(t[1:2], " ", t[4:6], " ", sizeof(t[1:2]))
println(s[0:2])
