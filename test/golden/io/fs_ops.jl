# The working directory, readdir, cp, mv, touch, mkpath and rm with keywords.
# (Tests run in a fresh directory.)
function show_error(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end

function main()
    top = pwd()
    println(isabspath(top), " ", abspath("x/../y") == joinpath(top, "y"))
    mkpath("d/sub/deep")
    println(isdir("d/sub/deep"), " ", mkpath("d/sub"))
    write("d/b.txt", "bee")
    write("d/a.txt", "ay")
    println(touch("d/c.txt"), " ", filesize("d/c.txt"))
    println(readdir("d"))
    println(readdir("d"; join = true))
    cd("d")
    println(basename(pwd()), " ", readdir())
    cd("..")
    r = cd("d/sub") do
        println(readdir(), " ", basename(pwd()))
        42
    end
    println(r, " ", pwd() == top)
    try
        cd("d") do
            error("inside")
        end
    catch e
        println(e.msg, " ", pwd() == top)
    end
    println(cp("d/a.txt", "d/a2.txt"), " ", read("d/a2.txt", String))
    show_error(() -> cp("d/a.txt", "d/b.txt"))
    cp("d/a.txt", "d/b.txt"; force = true)
    println(read("d/b.txt", String))
    println(mv("d/a2.txt", "d/moved.txt"), " ", isfile("d/a2.txt"), " ", isfile("d/moved.txt"))
    show_error(() -> mv("d/moved.txt", "d/b.txt"))
    cp("d", "e")
    println(readdir("e"), " ", readdir("e/sub"), " ", read("e/b.txt", String))
    show_error(() -> rm("e"))
    rm("e"; recursive = true)
    rm("e"; force = true)
    println(ispath("e"), " ", ispath("d"), " ", islink("d"))
    show_error(() -> readdir("nope"))
    show_error(() -> readdir("d/b.txt"))
    show_error(() -> cd("nope"))
    show_error(() -> touch("nope/x"))
    show_error(() -> cp("nope.txt", "x.txt"))
    show_error(() -> mv("nope.txt", "x.txt"))
    show_error(() -> rm("nope.txt"))
    rm("nope.txt"; force = true)
    rm("d"; recursive = true)
    println(ispath("d"))
    return 0
end
main()
