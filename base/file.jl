# file.jl — the file system: tests, directories, copying, moving and
# temporary files, over runtime/file.c. Failures are Julia's IOErrors (worded
# as libuv's) or SystemErrors.

isfile(path::String) = ccall(:jlrt_isfile, Bool, (String,), path)
isdir(path::String) = ccall(:jlrt_isdir, Bool, (String,), path)
ispath(path::String) = ccall(:jlrt_ispath, Bool, (String,), path)
islink(path::String) = ccall(:jlrt_islink, Bool, (String,), path)
filesize(path::String) = ccall(:jlrt_filesize, Int64, (String,), path)
samefile(a::String, b::String) = ccall(:jlrt_samefile, Bool, (String, String), a, b)

errno() = ccall(:jlrt_errno, Int32, ())
const UV_ENOENT = -2   # an IOError's code: minus the errno, as libuv's

# rm(path; force, recursive): a file is unlinked, a directory removed (with
# what it holds when recursive); force ignores a path that is not there.
function rm(path::String; force::Bool = false, recursive::Bool = false)
    if islink(path) || !isdir(path)
        err = ccall(:jlrt_unlink, Int32, (String,), path)
        err == 0 || (force && err == -UV_ENOENT) || uv_error(string("unlink(", repr(path), ")"), err)
        return nothing
    end
    if recursive
        for name in readdir(path)
            rm(joinpath(path, name); force = force, recursive = true)
        end
    end
    err = ccall(:jlrt_rmdir, Int32, (String,), path)
    err == 0 || (force && err == -UV_ENOENT) || uv_error(string("rm(", repr(path), ")"), err)
    return nothing
end

# mkpath: the directory and any parents missing; the path
function mkpath(path::String; mode::Integer = 0o777)
    parent = dirname(path)
    (path == parent || isdir(path)) && return path
    mkpath(parent; mode = mode)
    try
        mkdir(path; mode = mode)
    catch err
        # mkpath("a/") makes "a" when it reaches "a/", then tries again
        (err isa IOError && isdir(path)) || rethrow()
    end
    return path
end

# ---- the working directory ----

function pwd()
    dir = ccall(:jlrt_getcwd, String, ())
    isempty(dir) && uv_error("pwd()", errno())
    return dir
end

function cd(dir::String)
    err = ccall(:jlrt_chdir, Int32, (String,), dir)
    err == 0 || uv_error(string("cd(", repr(dir), ")"), err)
    return nothing
end
cd() = cd(homedir())

# cd(f, dir): f() run in dir, then back where it was, even if f throws
function cd(f::Function, dir::String)
    old = pwd()
    try
        cd(dir)
        return f()
    finally
        cd(old)
    end
end
cd(f::Function) = cd(f, homedir())

# readdir: the names in dir, sorted unless sort=false, joined to dir if join=true
function readdir(dir::String; join::Bool = false, sort::Bool = true)
    names = String[]
    err = ccall(:jlrt_readdir, Int32, (String, Vector{String}), dir, names)
    err == 0 || uv_error(string("readdir(", repr(dir), ")"), err)
    sort && sort!(names)
    return join ? String[joinpath(dir, name) for name in names] : names
end
readdir(; join::Bool = false, sort::Bool = true) = join ? readdir(pwd(); join = true, sort = sort) : readdir("."; sort = sort)

# ---- copying and moving ----

# open(2) as Julia's Filesystem.open, whose flags and mode its errors show:
# IOError: open("x", 0, 0): no such file or directory (ENOENT)
function fd_open(path::String, flags::Integer, mode::Integer)
    fd = ccall(:jlrt_fd_open, Int32, (String, Int32, Int32), path, Int32(flags), Int32(mode))
    fd < 0 && uv_error(string("open(", repr(path), ", ", flags, ", ", mode, ")"), -fd)
    return fd
end
fd_close(fd::Int32) = ccall(:jlrt_fd_close, Cvoid, (Int32,), fd)
const O_WRONLY_CREAT = 65          # O_WRONLY | O_CREAT
const O_WRONLY_CREAT_TRUNC = 577   # O_WRONLY | O_CREAT | O_TRUNC

# A file's bytes into dst, which gets src's mode.
function sendfile(src::String, dst::String)
    from = fd_open(src, 0, 0)
    try
        to = fd_open(dst, O_WRONLY_CREAT_TRUNC, ccall(:jlrt_fd_mode, Int64, (Int32,), from))
        err = ccall(:jlrt_fd_copy, Int32, (Int32, Int32), from, to)
        fd_close(to)
        err == 0 || uv_error("sendfile", err)
    finally
        fd_close(from)
    end
    return nothing
end

# cp and mv refuse an existing dst unless force, which removes it first
function check_destination(src::String, dst::String, doing::String, force::Bool)
    ispath(dst) || return nothing
    force || throw(ArgumentError(string("'", dst, "' exists. `force=true` is required to remove '", dst, "' before ", doing, ".")))
    if samefile(src, dst)
        throw(ArgumentError(string("'src' and 'dst' refer to the same file/dir. This is not supported.\n  `src` refers to: ",
                                   abspath(src), "\n  `dst` refers to: ", abspath(dst), "\n")))
    end
    rm(dst; force = true, recursive = true)
    return nothing
end

# cp(src, dst): a file, or a directory with everything in it; dst
function cp(src::String, dst::String; force::Bool = false)
    check_destination(src, dst, "copying", force)
    if isdir(src)
        mkdir(dst)
        for name in readdir(src)
            cp(joinpath(src, name), joinpath(dst, name))
        end
    else
        sendfile(src, dst)
    end
    return dst
end

function mv(src::String, dst::String; force::Bool = false)
    check_destination(src, dst, "moving", force)
    err = ccall(:jlrt_rename, Int32, (String, String), src, dst)
    err == 0 || uv_error(string("rename(", repr(src), ", ", repr(dst), ")"), err)
    return dst
end

# touch: the file's modification time set to now, the file made if missing
function touch(path::String)
    fd = fd_open(path, O_WRONLY_CREAT, 0o666)
    err = ccall(:jlrt_fd_touch, Int32, (Int32,), fd)
    fd_close(fd)
    err == 0 || throw(SystemError("futimes", err))
    return path
end

# ---- temporary files: with cleanup=true (the default) removed at exit ----

temp_cleanup_later(path::String) = ccall(:jlrt_temp_cleanup_later, Cvoid, (String,), path)

# A path in parent that does not exist yet: jl_ and ten letters or digits.
function tempname(parent::String = tempdir(); cleanup::Bool = true)
    isdir(parent) || throw(ArgumentError(string(repr(parent), " is not a directory")))
    prefix = joinpath(parent, "jl_")
    for i in 1:100
        path = string(prefix, ccall(:jlrt_random_name, String, (Int64,), 10))
        if !ispath(path)
            cleanup && temp_cleanup_later(path)
            return path
        end
    end
    error("tempname: max_tries exhausted")
end

# (path, io) of a new file, open for reading and writing
function mktemp(parent::String = tempdir(); cleanup::Bool = true)
    path = ccall(:jlrt_mktemp, String, (String, Bool), joinpath(parent, "jl_XXXXXX"), false)
    isempty(path) && throw(SystemError("mktemp", errno()))
    cleanup && temp_cleanup_later(path)
    return (path, open(path, "r+"))
end

# mktemp(f): f(path, io), then the file closed and removed
function mktemp(f::Function, parent::String = tempdir())
    path, io = mktemp(parent; cleanup = false)
    try
        return f(path, io)
    finally
        close(io)
        ispath(path) && rm(path)
    end
end

function mktempdir(parent::String = tempdir(); prefix::String = "jl_", cleanup::Bool = true)
    path = ccall(:jlrt_mktemp, String, (String, Bool), joinpath(parent, string(prefix, "XXXXXX")), true)
    isempty(path) && uv_error(string("mktempdir(", repr(parent), ")"), errno())
    cleanup && temp_cleanup_later(path)
    return path
end

# mktempdir(f): f(path), then the directory removed with what it holds
function mktempdir(f::Function, parent::String = tempdir(); prefix::String = "jl_")
    path = mktempdir(parent; prefix = prefix, cleanup = false)
    try
        return f(path)
    finally
        ispath(path) && rm(path; force = true, recursive = true)
    end
end
