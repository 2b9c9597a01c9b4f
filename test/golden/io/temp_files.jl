# tempname, mktemp and mktempdir: fresh names in tempdir(), made or not.
function main()
    t = tempname()
    println(dirname(t) == tempdir(), " ", startswith(basename(t), "jl_"), " ", length(basename(t)), " ", ispath(t))
    println(tempname() != t, " ", dirname(tempname(".")) == ".")
    path, io = mktemp()
    println(dirname(path) == tempdir(), " ", length(basename(path)), " ", isfile(path), " ", filesize(path))
    write(io, "scratch\n")
    seekstart(io)
    println(readline(io))
    close(io)
    r = mktemp() do p, f
        println(isfile(p), " ", isopen(f))
        p
    end
    println(ispath(r))
    d = mktempdir()
    println(isdir(d), " ", startswith(basename(d), "jl_"), " ", readdir(d))
    k = mktempdir(; prefix = "mine_") do dir
        write(joinpath(dir, "f.txt"), "x")
        mkdir(joinpath(dir, "sub"))
        println(readdir(dir), " ", startswith(basename(dir), "mine_"))
        dir
    end
    println(ispath(k))
    try
        tempname("no/such/dir")
    catch e
        showerror(stdout, e)
        println()
    end
    return 0
end
main()
