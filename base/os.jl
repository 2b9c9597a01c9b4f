# os.jl — ENV, time() and mkdir, over runtime/os.c.

# ENV: the process's environment as a dictionary of strings.
struct EnvDict end
const ENV = EnvDict()

haskey(::EnvDict, k::String) = ccall(:jlrt_hasenv, Bool, (String,), k)
function getindex(e::EnvDict, k::String)
    haskey(e, k) || throw(KeyError(k))
    return ccall(:jlrt_getenv, String, (String,), k)
end
get(e::EnvDict, k::String, default) = haskey(e, k) ? e[k] : default
function setindex!(::EnvDict, v::String, k::String)
    ccall(:jlrt_setenv, Cvoid, (String, String), k, v)
    return v
end
function delete!(e::EnvDict, k::String)
    ccall(:jlrt_unsetenv, Cvoid, (String,), k)
    return e
end

time() = ccall(:jlrt_time, Float64, ())
time_ns() = ccall(:jlrt_time_ns, UInt64, ())

# mkdir(path; mode): the new directory's path; failures are IOErrors worded
# as Julia's: mkdir("d"; mode=0o777): file already exists (EEXIST)
function mkdir(path::String; mode::Integer = 0o777)
    err = ccall(:jlrt_mkdir, Int32, (String, Int64), path, Int64(mode))
    err == 0 || uv_error(string("mkdir(", repr(path), "; mode=0o", string(mode, base = 8), ")"), err)
    return path
end

# As libuv's uv_os_tmpdir: the first of $TMPDIR, $TMP, $TEMP and $TEMPDIR
# that is set, else /tmp, without a trailing '/'
function tempdir()
    dir = get(ENV, "TMPDIR", get(ENV, "TMP", get(ENV, "TEMP", get(ENV, "TEMPDIR", "/tmp"))))
    return ncodeunits(dir) > 1 && endswith(dir, '/') ? String(chop(dir)) : dir
end

getpid() = ccall(:jlrt_getpid, Int32, ())

# ARGS: the command-line arguments, made by the runtime on first use (a
# program that never reads ARGS links and allocates none of it).
const ARGS = ccall(:jlrt_args, Vector{String}, ())
# PROGRAM_FILE: the program's name as it was started (argv[0]), as Julia's
# is the script's path
const PROGRAM_FILE = ccall(:jlrt_program_file, String, ())

# sleep(s): the program pauses s seconds; what it printed is written out first,
# as Julia's event loop would while it waits
function sleep(sec::Real)
    sec >= 0 || throw(ArgumentError(string("cannot sleep for ", sec, " seconds")))
    flush(stdout)
    us = round(Int64, sec * 1.0e6)
    while us > 0
        chunk = min(us, 1000000)
        ccall(:usleep, Cint, (UInt32,), UInt32(chunk))
        us -= chunk
    end
    return nothing
end

# What Julia's optimiser must keep or must not see through; nothing to do here
donotdelete(args...) = nothing
inferencebarrier(x) = x

# What Sys tells of the machine a program runs on: jlc's native target is
# Linux (what @static if Sys.iswindows() ... picks from, at compile time).
module Sys
const KERNEL = :Linux
const WORD_SIZE = 64
iswindows() = false
isapple() = false
islinux() = true
isbsd() = false
isunix() = true
end
