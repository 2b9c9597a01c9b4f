# lpad/rpad: padded with one character (built in one piece), with strings,
# views, wide characters, and a pad of zero width.
println(lpad("é", 3, '·'), "|", rpad(SubString("hello", 2, 3), 5, '*'), "|", lpad("abc", 2), "|", lpad(7, 3, '0'))
println(rpad("a", 4, "xy"), "|", lpad("a", 4, "日"), "|", lpad(5, 4, '日'), "|", rpad(-12, 6), "|", lpad(string(0x1f, base=16), 4, '0'))
println(length(lpad("", 10)), " ", rpad("ab", 3, 'é'), " ", ncodeunits(rpad("ab", 3, 'é')), " ", lpad('c', 3), " ", rpad(1.5, 5, '_'))
try
    lpad("x", 3, "")
catch e
    println(e)
end
