# stdin is empty (the tests run with </dev/null): readline gives "", eof is true.
println(repr(readline()), " ", eof(stdin), " ", length(readlines()))
for line in eachline()
    println("never: ", line)
end
println("done")
