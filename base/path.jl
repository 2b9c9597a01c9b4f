# path.jl — path names as strings, as Julia's base/path.jl treats them on
# Unix. Only abspath asks the system anything (the working directory).

# the index of the last byte b in s[1:i], or 0
function _rfind_byte(s::String, b::UInt8, i::Int64)
    while i > 0 && _cu(s, i) != b
        i -= 1
    end
    return i
end

isabspath(path::AbstractString) = startswith(path, "/")

# Whether path names a directory by its form: "", ".", "..", or ending in
# "/", "/." or "/..".
function isdirpath(path::String)
    n = ncodeunits(path)
    k = _rfind_byte(path, 0x2f, n)
    return n - k <= 2 && all(i -> _cu(path, i) == 0x2e, k+1:n)
end

# (directory, file name): split at the last run of '/'s, which a directory
# of only '/'s keeps one of. splitdir("a/b/") is ("a/b", "").
function splitdir(path::String)
    n = ncodeunits(path)
    k = _rfind_byte(path, 0x2f, n)
    k == 0 && return ("", path)
    j = k
    while j > 1 && _cu(path, j - 1) == 0x2f
        j -= 1
    end
    return (j == 1 ? "/" : _slice(path, 0, j - 1), _slice(path, k, n - k))
end
dirname(path::String) = splitdir(path)[1]
basename(path::String) = splitdir(path)[2]

# (path without extension, extension): the extension starts at the file
# name's last dot, unless that dot is its first character (".bashrc").
function splitext(path::String)
    n = ncodeunits(path)
    dot = _rfind_byte(path, 0x2e, n)
    dot > _rfind_byte(path, 0x2f, n) + 1 || return (path, "")
    return (_slice(path, 0, dot - 1), _slice(path, dot - 1, n - dot + 1))
end

# every component, the root "/" first if there is one
function splitpath(path::String)
    parts = String[]
    isempty(path) && push!(parts, path)
    while !isempty(path)
        dir, file = splitdir(path)
        if dir == path
            pushfirst!(parts, dir)
            break
        end
        isempty(file) || pushfirst!(parts, file)
        path = dir
    end
    return parts
end

# joinpath(a, b, ...): an absolute part drops what came before it
joinpath(path::AbstractString) = String(path)
function joinpath(a::AbstractString, b::AbstractString, rest::AbstractString...)
    path = isabspath(b) ? String(b) : isempty(a) || endswith(a, '/') ? string(a, b) : string(a, '/', b)
    return joinpath(path, rest...)
end
joinpath(parts::Vector{String}) = joinpath(parts...)

# without "." and "name/..": a relative path that is left with nothing is
# ".", and one naming a directory keeps its final '/'
function normpath(path::String)
    isabs = isabspath(path)
    isdir = isdirpath(path)
    parts = String[]
    for p in split(path, '/'; keepempty = false)
        if p == ".." && !isempty(parts) && parts[end] != ".."
            pop!(parts)
        elseif p != "."
            push!(parts, String(p))
        end
    end
    if isabs
        while !isempty(parts) && parts[1] == ".."
            popfirst!(parts)
        end
    elseif isempty(parts)
        push!(parts, ".")
    end
    path = isabs ? string("/", join(parts, "/")) : join(parts, "/")
    return isdir && !isdirpath(path) ? string(path, "/") : path
end
normpath(a::AbstractString, b::AbstractString...) = normpath(joinpath(a, b...))

abspath(path::String) = normpath(isabspath(path) ? path : joinpath(pwd(), path))
abspath(a::AbstractString, b::AbstractString...) = abspath(joinpath(a, b...))

homedir() = ccall(:jlrt_homedir, String, ())

# "~" and "~/..." name the home directory
function expanduser(path::String)
    startswith(path, "~") || return path
    ncodeunits(path) == 1 && return homedir()
    _cu(path, 2) == 0x2f && return string(homedir(), _slice(path, 1, ncodeunits(path) - 1))
    throw(ArgumentError("~user tilde expansion not yet implemented"))
end
