# iostream.jl — files and stdin: open, close, writing bytes, and reading,
# positions and closing for IOBuffers too (the file system is in file.jl).
# Writing to a file is printing to its IOStream
# (io.jl); the runtime buffers it as it does stdout, and flushes files left
# open at exit.

const stdin = IOStream(ccall(:jlrt_stdin, Ptr{Cvoid}, ()))

const C_NULL = bitcast(Ptr{Cvoid}, 0)

# A failed C call: `prefix` says what was being done, errnum is the errno.
# (Julia's extrainfo, typed Any, is always nothing here: no call sets it.)
struct SystemError <: Exception
    prefix::String
    errnum::Int32
    extrainfo::Nothing
end
SystemError(prefix::AbstractString, errnum::Integer) = SystemError(String(prefix), Int32(errnum), nothing)
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

# open(f, path, mode): f(io), then close, even if f throws; the result is f's
function open(f::Function, path::String, mode::String)
    io = open(path, mode)
    try
        return f(io)
    finally
        close(io)
    end
end
open(f::Function, path::String) = open(f, path, "r")

# The streams the runtime implements: reading, positions and closing work
# alike on files, stdin and IOBuffers (runtime/file.c).
const HandleIO = Union{IOStream, IOBuffer}

close(io::HandleIO) = ccall(:jlrt_file_close, Cvoid, (Ptr{Cvoid},), io.handle)
isopen(io::HandleIO) = ccall(:jlrt_isopen, Bool, (Ptr{Cvoid},), io.handle)
isreadable(io::HandleIO) = ccall(:jlrt_isreadable, Bool, (Ptr{Cvoid},), io.handle)
iswritable(io::HandleIO) = ccall(:jlrt_iswritable, Bool, (Ptr{Cvoid},), io.handle)

# ---- writing: the number of bytes written, as Julia's write returns ----

write(io::IO, s::String) = (print(io, s); sizeof(s))
# a Char holds its UTF-8 bytes left-aligned: count up to the last non-zero one
function write(io::IO, c::Char)
    print(io, c)
    u = bitcast(UInt32, c)
    return u & 0x00ffffff == 0x00000000 ? 1 : u & 0x0000ffff == 0x00000000 ? 2 : u & 0x000000ff == 0x00000000 ? 3 : 4
end
# a byte is the Char of that one byte
write(io::IO, b::UInt8) = (print(io, bitcast(Char, UInt32(b) << 24)); 1)
# a fixed-size integer as its bytes, least significant first (the machine's order)
function write(io::IO, x::Union{Int8,Int16,UInt16,Int32,UInt32,Int64,UInt64})
    u = x % UInt64
    for k in 1:sizeof(x)
        write(io, u % UInt8)
        u >>= 8
    end
    return sizeof(x)
end
write(io::IO, x::Float64) = write(io, bitcast(UInt64, x))
write(io::IO, x::Float32) = write(io, bitcast(UInt32, x))
write(io::IO, x::Bool) = write(io, x ? 0x01 : 0x00)
function write(io::IO, v::Vector{UInt8})
    ccall(:jlrt_write_bytes, Cvoid, (Ptr{Cvoid}, Vector{UInt8}), io.handle, v)
    return length(v)
end
# any other array (a Matrix, a view) element by element, in memory order
function write(io::IO, a::AbstractArray)
    n = 0
    for x in a
        n += write(io, x)
    end
    return n
end
function write(io::IO, x, y, xs...)
    n = write(io, x)
    return n + write(io, y, xs...)
end
write(path::String, x) = open(io -> write(io, x), path, "w")

# ---- reading ----

eof(io::HandleIO) = ccall(:jlrt_eof, Bool, (Ptr{Cvoid},), io.handle)
read(io::HandleIO, ::Type{String}) = ccall(:jlrt_read_all, String, (Ptr{Cvoid},), io.handle)
# Reading past the end is an EOFError, as in Julia.
function read(io::HandleIO, ::Type{UInt8})
    b = ccall(:jlrt_read_byte, Int32, (Ptr{Cvoid},), io.handle)
    b < 0 && throw(EOFError())
    return b % UInt8
end
function peek(io::HandleIO, ::Type{UInt8})
    b = ccall(:jlrt_peek_byte, Int32, (Ptr{Cvoid},), io.handle)
    b < 0 && throw(EOFError())
    return b % UInt8
end
peek(io::HandleIO) = peek(io, UInt8)

# A Char: its first byte, then as many of the continuation bytes its first
# byte announces as follow (an invalid sequence reads as the invalid Char
# of the bytes read, as Julia's read(io, Char) does).
function read(io::HandleIO, ::Type{Char})
    b = read(io, UInt8)
    bits = UInt32(b) << 24
    more = b >= 0xc0 && b < 0xf8 ? leading_ones(b) - 1 : 0
    shift = 16
    while more > 0 && !eof(io) && peek(io, UInt8) & 0xc0 == 0x80
        bits |= UInt32(read(io, UInt8)) << shift
        shift -= 8
        more -= 1
    end
    return bitcast(Char, bits)
end

# A fixed-size integer from its bytes, least significant first; a float or
# a Bool is read as the integer of its size.
function read(io::HandleIO, ::Type{T}) where {T<:Union{Int8,Int16,UInt16,Int32,UInt32,Int64,UInt64}}
    u = UInt64(0)
    for k in 0:sizeof(T)-1
        u |= UInt64(read(io, UInt8)) << (8 * k)
    end
    return u % T
end
read(io::HandleIO, ::Type{Float64}) = bitcast(Float64, read(io, UInt64))
read(io::HandleIO, ::Type{Float32}) = bitcast(Float32, read(io, UInt32))
read(io::HandleIO, ::Type{Bool}) = read(io, UInt8) != 0x00

# read!(io, v): v filled with the next bytes; fewer left is an EOFError
function read!(io::HandleIO, v::Vector{UInt8})
    b = read(io, length(v))
    copyto!(v, 1, b, 1, length(b))
    length(b) < length(v) && throw(EOFError())
    return v
end

# read(io, n): up to n bytes, fewer at the end; read(io): all that is left
function read(io::HandleIO, n::Integer)
    n < 0 && throw(ArgumentError(string("negative nbytes: ", n)))
    return ccall(:jlrt_read_bytes, Vector{UInt8}, (Ptr{Cvoid}, Int64), io.handle, Int64(n))
end
read(io::HandleIO) = read(io, typemax(Int64))
# bytes readable without waiting: all that is left of an IOBuffer, what a
# file has read ahead (none before its first read, as in Julia)
bytesavailable(io::HandleIO) = ccall(:jlrt_bytesavailable, Int64, (Ptr{Cvoid},), io.handle)
readavailable(io::HandleIO) = read(io, bytesavailable(io))

# readuntil and readline: what the runtime does with the delimiter found
# (runtime/file.c): drop it, keep it, or drop a "\n" and a "\r" before it.
read_until(io::HandleIO, delim::String, mode::Int32) =
    ccall(:jlrt_read_until, String, (Ptr{Cvoid}, String, Int32), io.handle, delim, mode)

readuntil(io::HandleIO, delim::String; keep::Bool = false) =
    isempty(delim) ? "" : read_until(io, delim, keep ? Int32(1) : Int32(0))
readuntil(io::HandleIO, delim::Char; keep::Bool = false) = readuntil(io, string(delim); keep = keep)
# a byte delimiter reads bytes
readuntil(io::HandleIO, delim::UInt8; keep::Bool = false) =
    Vector{UInt8}(readuntil(io, String(UInt8[delim]); keep = keep))
readuntil(path::String, delim; keep::Bool = false) = open(io -> readuntil(io, delim; keep = keep), path)

readline(io::HandleIO; keep::Bool = false) = read_until(io, "\n", keep ? Int32(1) : Int32(2))
readline(; keep::Bool = false) = readline(stdin; keep = keep)
readline(path::String; keep::Bool = false) = open(io -> readline(io; keep = keep), path)

read(path::String, ::Type{String}) = open(io -> read(io, String), path)
read(path::String) = open(io -> read(io), path)

function readlines(io::HandleIO; keep::Bool = false)
    lines = String[]
    while !eof(io)
        push!(lines, readline(io; keep = keep))
    end
    return lines
end
readlines(; keep::Bool = false) = readlines(stdin; keep = keep)
readlines(path::String; keep::Bool = false) = open(io -> readlines(io; keep = keep), path)

# eachline: lines as they are read; from a path, the file is closed at the end.
struct EachLine{S}
    stream::S
    keep::Bool
    close_at_end::Bool
end
eachline(io::HandleIO; keep::Bool = false) = EachLine(io, keep, false)
eachline(; keep::Bool = false) = eachline(stdin; keep = keep)
eachline(path::String; keep::Bool = false) = EachLine(open(path), keep, true)

eltype(::EachLine) = String
iterate(itr::EachLine) = iterate(itr, nothing)
function iterate(itr::EachLine, ::Nothing)
    if eof(itr.stream)
        itr.close_at_end && close(itr.stream)
        return nothing
    end
    return (readline(itr.stream; keep = itr.keep), nothing)
end

function filesize(io::HandleIO)
    n = ccall(:jlrt_stream_size, Int64, (Ptr{Cvoid},), io.handle)
    n < 0 && throw(SystemError("filesize", errno()))
    return n
end

# As Julia shows one (ours never appends and has no mark; it is seekable,
# with no maximum size, until closed).
show(io::IO, b::IOBuffer) =
    print(io, "IOBuffer(data=UInt8[...], readable=", isreadable(b), ", writable=", iswritable(b),
          ", seekable=", isopen(b), ", append=false, size=", filesize(b), ", maxsize=", isopen(b) ? "Inf" : "0",
          ", ptr=", position(b) + 1, ", mark=-1)")

# ---- positions: seek, skip and position as Julia's; an IOBuffer's are
# kept within its bytes, a file's failures are SystemErrors ----

function position(io::HandleIO)
    p = ccall(:jlrt_position, Int64, (Ptr{Cvoid},), io.handle)
    p < 0 && throw(SystemError("position", ccall(:jlrt_errno, Int32, ())))
    return p
end
# whence as lseek's: 0 from the start, 1 from here, 2 from the end
function seek_from(io::HandleIO, off::Integer, whence::Int32, what::String)
    err = ccall(:jlrt_seek, Int32, (Ptr{Cvoid}, Int64, Int32), io.handle, Int64(off), whence)
    err == 0 || throw(SystemError(what, err))
    return io
end
seek(io::HandleIO, n::Integer) = seek_from(io, n, Int32(0), "seek")
seekstart(io::HandleIO) = seek(io, 0)
skip(io::HandleIO, n::Integer) = seek_from(io, n, Int32(1), "skip")
seekend(io::HandleIO) = seek_from(io, 0, Int32(2), "seekend")

# truncate(io, n): n bytes, cut or filled with zeros; the position stays
# unless it is past the end
function truncate(io::IOBuffer, n::Integer)
    iswritable(io) || throw(ArgumentError("truncate failed, IOBuffer is not writeable"))
    n < 0 && throw(ArgumentError(string("truncate failed, n bytes must be ≥ 0, got ", n)))
    ccall(:jlrt_truncate, Int32, (Ptr{Cvoid}, Int64), io.handle, Int64(n))
    return io
end
function truncate(io::IOStream, n::Integer)
    err = ccall(:jlrt_truncate, Int32, (Ptr{Cvoid}, Int64), io.handle, Int64(n))
    err == 0 || throw(SystemError("truncate", err))
    return io
end
