# jlc-flags: --trim=safe -g
# An error the generated code raises (a tuple index out of range), with no
# try in the program: the runtime prints the message and the Stacktrace:.
@noinline pick(t, i) = t[i]
function main(args)
    println(pick((1, 2), 2))
    println(pick((1, 2), length(args) + 3))
end
main(String[])
