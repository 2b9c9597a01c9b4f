# Libdl.jl — Julia's Libdl over the C library's dlopen/dlsym (runtime/os.c):
# a library opened at run time, its functions called through the pointers
# dlsym gives (ccall(ptr, ...)).
module Libdl

export RTLD_DEEPBIND, RTLD_FIRST, RTLD_GLOBAL, RTLD_LAZY, RTLD_LOCAL, RTLD_NODELETE, RTLD_NOLOAD, RTLD_NOW,
    dlclose, dlopen, dlopen_e, dlsym, dlsym_e, dlext, find_library

# Julia's own flag values, translated to the C library's by dlopen
const RTLD_LOCAL     = 0x00000001
const RTLD_GLOBAL    = 0x00000002
const RTLD_LAZY      = 0x00000004
const RTLD_NOW       = 0x00000008
const RTLD_NODELETE  = 0x00000010
const RTLD_NOLOAD    = 0x00000020
const RTLD_DEEPBIND  = 0x00000040
const RTLD_FIRST     = 0x00000080
const default_rtld_flags = RTLD_LAZY | RTLD_DEEPBIND

const dlext = "so"

# glibc's values (dlfcn.h); RTLD_FIRST has none on Linux
function system_flags(flags::Integer)
    f = UInt32(flags)
    c = Int32(0)
    f & RTLD_GLOBAL != 0 && (c |= Int32(0x100))
    f & RTLD_LAZY != 0 && (c |= Int32(0x1))
    f & RTLD_NOW != 0 && (c |= Int32(0x2))
    f & RTLD_NODELETE != 0 && (c |= Int32(0x1000))
    f & RTLD_NOLOAD != 0 && (c |= Int32(0x4))
    f & RTLD_DEEPBIND != 0 && (c |= Int32(0x8))
    c & Int32(0x3) == 0 && (c |= Int32(0x1))    # one of LAZY and NOW is required
    return c
end

function dlopen(s::Union{Symbol, AbstractString}, flags::Integer = default_rtld_flags; throw_error::Bool = true)
    h = ccall(:jlrt_dlopen, Ptr{Cvoid}, (Ptr{UInt8}, Int32, Bool), string(s), system_flags(flags), throw_error)
    return !throw_error && h == C_NULL ? nothing : h
end

# the do-block form: the library is closed when f returns
function dlopen(f::Function, name, flags::Integer = default_rtld_flags)
    h = dlopen(name, flags)
    try
        return f(h)
    finally
        dlclose(h)
    end
end

dlopen_e(name, flags::Integer = default_rtld_flags) = something(dlopen(name, flags; throw_error = false), C_NULL)

function dlsym(h::Ptr, s::Union{Symbol, AbstractString}; throw_error::Bool = true)
    h == C_NULL && throw(ArgumentError("NULL library handle"))
    p = ccall(:jlrt_dlsym, Ptr{Cvoid}, (Ptr{Cvoid}, Ptr{UInt8}, Bool), h, string(s), throw_error)
    return !throw_error && p == C_NULL ? nothing : p
end
dlsym_e(h::Ptr, s::Union{Symbol, AbstractString}) = something(dlsym(h, s; throw_error = false), C_NULL)

dlclose(p::Ptr) = ccall(:dlclose, Cint, (Ptr{Cvoid},), p) == 0
dlclose(::Nothing) = nothing

# the first of names that opens (each tried in extrapaths first), or ""
function find_library(names::Vector{String}, extrapaths::Vector{String} = String[])
    for lib in names
        for dir in extrapaths
            path = joinpath(dir, lib)
            h = dlopen(path, RTLD_LAZY; throw_error = false)
            if h !== nothing
                dlclose(h)
                return path
            end
        end
        h = dlopen(lib, RTLD_LAZY; throw_error = false)
        if h !== nothing
            dlclose(h)
            return lib
        end
    end
    return ""
end
find_library(name::Union{Symbol, AbstractString}, extrapaths::Vector{String} = String[]) =
    find_library([string(name)], extrapaths)

end
