# version.jl — VersionNumber and v"1.2.3" as Julia's: major.minor.patch,
# compared and printed as Julia does. Prerelease and build parts (v"1.0-rc1",
# v"1.0+b2") are not supported yet: a version holds none (its `prerelease`
# and `build` are the empty tuple, as Julia's of a plain version).
struct VersionNumber
    major::UInt32
    minor::UInt32
    patch::UInt32
    prerelease::Tuple{}
    build::Tuple{}
    VersionNumber(major::Integer, minor::Integer=0, patch::Integer=0) =
        new(version_part(major, "major"), version_part(minor, "minor"), version_part(patch, "patch"), (), ())
end
version_part(x::Integer, what::String) =
    x < 0 ? throw(ArgumentError(string("invalid negative ", what, " version: ", x))) : UInt32(x)
VersionNumber(v::VersionNumber) = v
VersionNumber(t::Tuple) = VersionNumber(t...)
VersionNumber(s::AbstractString) = parse(VersionNumber, s)

function parse(::Type{VersionNumber}, s::AbstractString)
    v = tryparse(VersionNumber, s)
    v === nothing && throw(ArgumentError(string("invalid version string: ", s)))
    return v
end
# v?MAJOR[.MINOR[.PATCH]] (Julia's VERSION_REGEX without its prerelease and build)
function tryparse(::Type{VersionNumber}, s::AbstractString)
    cs = codeunits(String(s))
    n = length(cs)
    i = n > 0 && (cs[1] == UInt8('v') || cs[1] == UInt8('V')) ? 2 : 1
    parts = UInt64[0, 0, 0]
    k = 0
    while k < 3
        j = i
        x = UInt64(0)
        while j <= n && UInt8('0') <= cs[j] <= UInt8('9')
            x = x * 10 + (cs[j] - UInt8('0'))
            j += 1
        end
        j == i && return nothing          # a part without digits
        k += 1
        parts[k] = x
        i = j
        i > n && break
        cs[i] == UInt8('.') && k < 3 && (i += 1; continue)
        break
    end
    i > n && return VersionNumber(parts[1], parts[2], parts[3])
    (cs[i] == UInt8('-') || cs[i] == UInt8('+')) &&
        throw(ArgumentError(string("jlc: VersionNumber with prerelease or build parts is not supported yet: ", s)))
    return nothing
end

==(a::VersionNumber, b::VersionNumber) = a.major == b.major && a.minor == b.minor && a.patch == b.patch
isless(a::VersionNumber, b::VersionNumber) = isless((a.major, a.minor, a.patch), (b.major, b.minor, b.patch))
<(a::VersionNumber, b::VersionNumber) = isless(a, b)
hash(v::VersionNumber, h::UInt) = hash(v.patch, hash(v.minor, hash(v.major, h + 0x8ff4ffdb75f9fede)))

function print(io::IO, v::VersionNumber)
    print(io, v.major)
    print(io, '.')
    print(io, v.minor)
    print(io, '.')
    print(io, v.patch)
end
show(io::IO, v::VersionNumber) = print(io, "v\"", v, "\"")

thispatch(v::VersionNumber) = VersionNumber(v.major, v.minor, v.patch)
thisminor(v::VersionNumber) = VersionNumber(v.major, v.minor, 0)
thismajor(v::VersionNumber) = VersionNumber(v.major, 0, 0)
nextpatch(v::VersionNumber) = VersionNumber(v.major, v.minor, v.patch + 1)
nextminor(v::VersionNumber) = VersionNumber(v.major, v.minor + 1, 0)
nextmajor(v::VersionNumber) = VersionNumber(v.major + 1, 0, 0)
