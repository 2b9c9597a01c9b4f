# eachline over an IOBuffer: lines without their newlines (keep=true keeps
# them), a last line without one, and empty lines.
io = IOBuffer("alpha\nbeta\n\ngamma")
for line in eachline(io)
    println(repr(line), " ", length(line))
end
println(eof(io))
println(collect(eachline(IOBuffer("a\nb\n"); keep=true)))
println(collect(eachline(IOBuffer(""))))
println(readlines(IOBuffer("x\r\ny\n")))
total = 0
for (n, l) in enumerate(eachline(IOBuffer("3\n4\n5\n")))
    global total += n * parse(Int, l)
end
println(total)
words = String[]
for l in eachline(IOBuffer("the cat\nsat on\nthe mat\n"))
    append!(words, split(l))
end
println(length(words), " ", sort(unique(words)))
lens = map(length, eachline(IOBuffer("ab\ncde\n")))
println(lens)
println(count(l -> startswith(l, "#"), eachline(IOBuffer("# a\nb\n# c\n"))))
