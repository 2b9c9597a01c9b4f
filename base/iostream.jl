# iostream.jl — files and stdin: open, close, reading, and the file system
# calls (isfile, rm, ...). Writing to a file is printing to its IOStream
# (io.jl); the runtime buffers it as it does stdout, and flushes files left
# open at exit.

const stdin = IOStream(ccall(:jlrt_stdin, Ptr{Cvoid}, ()))

const C_NULL = bitcast(Ptr{Cvoid}, 0)

# A failed C call: `prefix` says what was being done, errnum is the errno.
struct SystemError <: Exception
    prefix::String
    errnum::Int32
end
showerror(io::IO, e::SystemError) =
    print(io, "SystemError: ", e.prefix, ": ", ccall(:jlrt_strerror, String, (Int32,), e.errnum))

# A failed file system operation; Julia words these as libuv does.
struct IOError <: Exception
    msg::String
    code::Int32
end
showerror(io::IO, e::IOError) = print(io, "IOError: ", e.msg)

function uv_error(prefix::String, errnum::Int32)
    throw(IOError(string(prefix, ": ", ccall(:jlrt_uv_strerror, String, (Int32,), errnum)), -errnum))
end

# ---- opening and closing ----

function open_mode_number(mode::String)
    mode == "r" && return 0
    mode == "r+" && return 1
    mode == "w" && return 2
    mode == "w+" && return 3
    mode == "a" && return 4
    mode == "a+" && return 5
    throw(ArgumentError(string("invalid open mode: ", mode)))
end

function open(path::String, mode::String)
    h = ccall(:jlrt_file_open, Ptr{Cvoid}, (String, Int64), path, open_mode_number(mode))
    if h === C_NULL
        errnum = ccall(:jlrt_errno, Int32, ())
        throw(SystemError(string("opening file ", repr(path)), errnum))
    end
    return IOStream(h)
end
open(path::String) = open(path, "r")

# open(f, path, mode): f(io), then close; the result is f's. (Julia closes in
# a `finally`; here an error ends the program, and files are flushed at exit.)
function open(f::Function, path::String, mode::String)
    io = open(path, mode)
    result = f(io)
    close(io)
    return result
end
open(f::Function, path::String) = open(f, path, "r")

close(io::IOStream) = ccall(:jlrt_file_close, Cvoid, (Ptr{Cvoid},), io.handle)
isopen(io::IOStream) = ccall(:jlrt_isopen, Bool, (Ptr{Cvoid},), io.handle)

# ---- writing: the number of bytes written, as Julia's write returns ----

write(io::IO, s::String) = (print(io, s); sizeof(s))
# a Char holds its UTF-8 bytes left-aligned: count up to the last non-zero one
function write(io::IO, c::Char)
    print(io, c)
    u = bitcast(UInt32, c)
    return u & 0x00ffffff == 0x00000000 ? 1 : u & 0x0000ffff == 0x00000000 ? 2 : u & 0x000000ff == 0x00000000 ? 3 : 4
end
function write(io::IO, x, xs...)
    n = write(io, x)
    return n + write(io, xs...)
end
function write(path::String, s::String)
    io = open(path, "w")
    n = write(io, s)
    close(io)
    return n
end

# ---- reading ----

eof(io::IOStream) = ccall(:jlrt_eof, Bool, (Ptr{Cvoid},), io.handle)
readline(io::IOStream) = ccall(:jlrt_read_line, String, (Ptr{Cvoid},), io.handle)
readline() = readline(stdin)
read(io::IOStream, ::Type{String}) = ccall(:jlrt_read_all, String, (Ptr{Cvoid},), io.handle)
# Reading past the end is an EOFError, as in Julia.
function read(io::IOStream, ::Type{UInt8})
    b = ccall(:jlrt_read_byte, Int32, (Ptr{Cvoid},), io.handle)
    b < 0 && throw(EOFError())
    return b % UInt8
end
peek(io::IOStream, ::Type{UInt8}) = ccall(:jlrt_peek_byte, Int32, (Ptr{Cvoid},), io.handle)

# A Char: its first byte, then as many of the continuation bytes its first
# byte announces as follow (an invalid sequence reads as the invalid Char
# of the bytes read, as Julia's read(io, Char) does).
function read(io::IOStream, ::Type{Char})
    b = read(io, UInt8)
    bits = UInt32(b) << 24
    more = b >= 0xc0 && b < 0xf8 ? leading_ones(b) - 1 : 0
    shift = 16
    while more > 0 && peek(io, UInt8) & 0xc0 == 0x80
        bits |= UInt32(read(io, UInt8)) << shift
        shift -= 8
        more -= 1
    end
    return bitcast(Char, bits)
end

# A fixed-size integer from its bytes, least significant first (the
# machine's order).
function read(io::IOStream, ::Type{T}) where {T<:Union{Int16,UInt16,Int32,UInt32,Int64,UInt64}}
    u = UInt64(0)
    for k in 0:sizeof(T)-1
        u |= UInt64(read(io, UInt8)) << (8 * k)
    end
    return u % T
end

function read(path::String, ::Type{String})
    io = open(path)
    s = read(io, String)
    close(io)
    return s
end

function readlines(io::IOStream)
    lines = String[]
    while !eof(io)
        push!(lines, readline(io))
    end
    return lines
end
readlines() = readlines(stdin)
readlines(path::String) = open(readlines, path)
readline(path::String) = open(readline, path)

# eachline: lines as they are read; from a path, the file is closed at the end.
struct EachLine
    stream::IOStream
    close_at_end::Bool
end
eachline(io::IOStream) = EachLine(io, false)
eachline() = eachline(stdin)
eachline(path::String) = EachLine(open(path), true)

iterate(itr::EachLine) = iterate(itr, nothing)
function iterate(itr::EachLine, ::Nothing)
    if eof(itr.stream)
        itr.close_at_end && close(itr.stream)
        return nothing
    end
    return (readline(itr.stream), nothing)
end

# ---- the file system ----

isfile(path::String) = ccall(:jlrt_isfile, Bool, (String,), path)
isdir(path::String) = ccall(:jlrt_isdir, Bool, (String,), path)
filesize(path::String) = ccall(:jlrt_filesize, Int64, (String,), path)

# rm: a file is unlinked, an (empty) directory removed, as Julia's rm without
# keywords does; failures are IOErrors worded as Julia's.
function rm(path::String)
    if isdir(path)
        err = ccall(:jlrt_rmdir, Int32, (String,), path)
        err == 0 || uv_error(string("rm(", repr(path), ")"), err)
    else
        err = ccall(:jlrt_unlink, Int32, (String,), path)
        err == 0 || uv_error(string("unlink(", repr(path), ")"), err)
    end
    return nothing
end
