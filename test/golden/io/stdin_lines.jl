# Reading stdin (stdin_lines.stdin) line by line: readline() and
# readline(stdin), eachline (left part way), readlines for the rest; "\r\n"
# ends a line as "\n" does, and a last line without a newline is a line.
first_line = readline()
println("first: ", repr(first_line))
println("second: ", repr(readline(stdin; keep = true)))
n = 0
for l in eachline(stdin)
    global n += 1
    println("line ", n, ": ", repr(l))
    n == 2 && break
end
rest = readlines(stdin)
println(length(rest), " more: ", rest)
println(repr(readline()), " ", eof(stdin))
