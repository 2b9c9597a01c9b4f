# Path names as Julia's base/path.jl splits, joins and normalizes them on Unix.
function main()
    for p in ["/home/user/file.jl", "a/b/", "/", "//x", "a//b", "abc", "", "/a", "dir/sub/..", "é/ü.txt"]
        println(repr(p), " => ", splitdir(p), " ", repr(dirname(p)), " ", repr(basename(p)))
    end
    for p in ["/home/myuser/example.jl", "a.tar.gz", ".bashrc", "a..b", "a.", "..", "dir/", "a.b/c", "/a/.b.c", "x/.hidden"]
        println(repr(p), " => ", splitext(p))
    end
    println(joinpath("a", "b", "c"), " ", joinpath("a/", "b"), " ", joinpath("a", "/b", "c"), " ", repr(joinpath("", "x")), " ", repr(joinpath("a", "")))
    println(joinpath(["/home", "me", "x.jl"]))
    for p in ["/home/myuser/../example.jl", "a/./b/../../c", "a/..", "../../x", "/../x", "a/b/", "./", "", "/a/b/..", "a//b///c"]
        println(repr(p), " => ", repr(normpath(p)), " ", isdirpath(p))
    end
    println(normpath("a", "..", "b"), " ", isabspath("/x"), " ", isabspath("x"))
    println(splitpath("/home/myuser/example.jl"), " ", splitpath("a/b/"), " ", splitpath(""))
    return 0
end
main()
