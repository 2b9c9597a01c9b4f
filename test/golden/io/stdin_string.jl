# read(stdin, String) takes all of stdin (stdin_string.stdin), UTF-8 as it
# is; a prompt printed before is on stdout first.
print("numbers? ")
s = read(stdin, String)
println(length(s), " chars, ", sizeof(s), " bytes")
nums = [parse(Int, w) for w in split(s) if all(isdigit, w)]
println(sum(nums), " from ", nums)
println(repr(read(stdin, String)), " ", eof(stdin))
