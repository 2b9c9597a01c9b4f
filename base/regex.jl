# regex.jl — Regex over PCRE2 (runtime/regex.c): r"..." literals, match,
# eachmatch, occursin, findfirst/findnext, startswith/endswith, and split and
# replace through strings/util.jl's find_range. Subjects are String or
# SubString{String}; a program that uses no Regex links no PCRE2.

# PCRE2's option bits (pcre2.h), with Julia's defaults (base/pcre.jl).
const PCRE_CASELESS = 0x00000008
const PCRE_MULTILINE = 0x00000400
const PCRE_DOTALL = 0x00000020
const PCRE_EXTENDED = 0x00000080
const PCRE_UCP = 0x00020000
const PCRE_UTF = 0x00080000
const PCRE_MATCH_INVALID_UTF = 0x04000000
const PCRE_NO_UTF_CHECK = 0x40000000
const PCRE_ANCHORED = 0x80000000
const PCRE_ENDANCHORED = 0x20000000
const PCRE_NOTEMPTY_ATSTART = 0x00000008
const PCRE_ERROR_NOSUBSTRING = -49
const PCRE_ALT_BSUX = 0x00000002
const PCRE_ASCII_OFF = PCRE_UTF | PCRE_MATCH_INVALID_UTF | PCRE_UCP   # what the flag a turns off
const REGEX_COMPILE_OPTS = PCRE_ASCII_OFF | PCRE_ALT_BSUX
const REGEX_MATCH_OPTS = PCRE_NO_UTF_CHECK

# Compiled when made, as in Julia: a bad pattern throws here.
mutable struct Regex
    pattern::String
    compile_options::UInt32
    match_options::UInt32
    code::Ptr{Cvoid}
    match_data::Ptr{Cvoid}
    function Regex(pattern::String, compile_options::UInt32, match_options::UInt32)
        code = ccall(:jlrt_pcre_compile, Ptr{Cvoid}, (String, UInt32), pattern, compile_options)
        code == C_NULL && error(ccall(:jlrt_pcre_compile_error, String, ()))
        md = ccall(:jlrt_pcre_match_data, Ptr{Cvoid}, (Ptr{Cvoid},), code)
        return new(pattern, compile_options, match_options, code, md)
    end
end

# a (ASCII) matches bytes, not UTF-8 characters: no UTF, no Unicode classes,
# and the subject's UTF-8 is checked should the pattern turn UTF back on
function Regex(pattern::AbstractString, flags::AbstractString)
    opts = REGEX_COMPILE_OPTS
    match_opts = REGEX_MATCH_OPTS
    for f in flags
        if f == 'a'
            opts &= ~PCRE_ASCII_OFF
            match_opts &= ~PCRE_NO_UTF_CHECK
        else
            opts |= f == 'i' ? PCRE_CASELESS :
                    f == 'm' ? PCRE_MULTILINE :
                    f == 's' ? PCRE_DOTALL :
                    f == 'x' ? PCRE_EXTENDED :
                    throw(ArgumentError(string("unknown regex flag: ", f)))
        end
    end
    return Regex(String(pattern), opts, match_opts)
end
Regex(pattern::AbstractString) = Regex(pattern, "")

# r"..."flags (lower.c): one Regex per literal (numbered by the compiler),
# made when first reached.
function regex_literal(pattern::String, flags::String, site::Int64)
    p = ccall(:jlrt_pcre_literal, Ptr{Cvoid}, (Int64,), site)
    p == C_NULL || return bitcast(Regex, p)
    r = Regex(pattern, flags)
    ccall(:jlrt_pcre_literal_add, Cvoid, (Int64, Regex), site, r)
    return r
end

# r"..." and the flags when the options are those flags would give, else
# Regex(pattern, compile options, match options)
function show(io::IO, r::Regex)
    imsx = PCRE_CASELESS | PCRE_MULTILINE | PCRE_DOTALL | PCRE_EXTENDED
    opts = r.compile_options
    ascii = opts & PCRE_ASCII_OFF
    literal = (opts & ~imsx) | PCRE_ASCII_OFF == REGEX_COMPILE_OPTS &&
        (ascii == PCRE_ASCII_OFF ? r.match_options == REGEX_MATCH_OPTS :
         ascii == 0 && r.match_options == REGEX_MATCH_OPTS & ~PCRE_NO_UTF_CHECK)
    if !literal
        print(io, "Regex(")
        show(io, r.pattern)
        print(io, ", ")
        show(io, opts)
        print(io, ", ")
        show(io, r.match_options)
        print(io, ')')
        return
    end
    print(io, 'r', '"')
    print_raw_quoted(io, r.pattern)
    print(io, '"')
    (opts & PCRE_CASELESS) != 0 && print(io, 'i')
    (opts & PCRE_MULTILINE) != 0 && print(io, 'm')
    (opts & PCRE_DOTALL) != 0 && print(io, 's')
    (opts & PCRE_EXTENDED) != 0 && print(io, 'x')
    ascii == 0 && print(io, 'a')
end

# s as the inside of a raw string literal: a quote, and the backslashes just
# before it, are escaped; so are backslashes at the end (before the closing quote)
function print_raw_quoted(io::IO, s::AbstractString)
    backslashes = 0
    for c in s
        if c == '\\'
            backslashes += 1
            continue
        end
        c == '"' && (backslashes = 2 * backslashes + 1)
        for _ in 1:backslashes
            print(io, '\\')
        end
        backslashes = 0
        print(io, c)
    end
    for _ in 1:2backslashes
        print(io, '\\')
    end
end
print(io::IO, r::Regex) = show(io, r)

## matching ##

# the string whose bytes a subject views, and the bytes before the view
regex_subject(s::String) = (s, 0)
regex_subject(s::SubString{String}) = (s.string, s.offset)

# Whether r matches s at or after byte start (0-based); the match data then
# holds the offsets.
function regex_exec(r::Regex, s::Union{String, SubString{String}}, start::Int64, opts::UInt32)
    base, off = regex_subject(s)
    rc = ccall(:jlrt_pcre_exec, Int64, (Ptr{Cvoid}, String, Int64, Int64, Int64, UInt32, Ptr{Cvoid}),
               r.code, base, off, ncodeunits(s), start, r.match_options | opts, r.match_data)
    rc < 0 && error(string("PCRE.exec error: ", ccall(:jlrt_pcre_error_message, String, (Int64,), rc)))
    return rc > 0
end
regex_offset(r::Regex, i::Int64) = ccall(:jlrt_pcre_ovector, Int64, (Ptr{Cvoid}, Int64), r.match_data, i)
regex_ncaptures(r::Regex) = ccall(:jlrt_pcre_capture_count, Int64, (Ptr{Cvoid},), r.code)

abstract type AbstractMatch end

struct RegexMatch{S<:AbstractString} <: AbstractMatch
    match::SubString{S}
    captures::Vector{Union{Nothing, SubString{S}}}
    offset::Int64
    offsets::Vector{Int64}
    regex::Regex
end

function match(r::Regex, s::Union{String, SubString{String}}, i::Integer, opts::UInt32)
    i > ncodeunits(s) + 1 && string_boundserror(s, Int64(i))
    regex_exec(r, s, Int64(i) - 1, opts) || return nothing
    whole = view_of_match(s, regex_offset(r, 0), regex_offset(r, 1))
    n = regex_ncaptures(r)
    captures = Vector{Union{Nothing, SubString{String}}}(undef, n)
    offsets = Vector{Int64}(undef, n)
    for k in 1:n
        lo = regex_offset(r, 2k)
        captures[k] = lo < 0 ? nothing : view_of_match(s, lo, regex_offset(r, 2k + 1))
        offsets[k] = lo + 1
    end
    return RegexMatch{String}(whole, captures, regex_offset(r, 0) + 1, offsets, r)
end
match(r::Regex, s::Union{String, SubString{String}}, i::Integer) = match(r, s, i, 0x00000000)
match(r::Regex, s::Union{String, SubString{String}}) = match(r, s, 1, 0x00000000)
match(r::Regex, s::AbstractString, xs...) = match(r, String(s), xs...)

# bytes lo+1..hi of subject s (0-based offsets into the view), as a view of
# the underlying String
function view_of_match(s::Union{String, SubString{String}}, lo::Int64, hi::Int64)
    base, off = regex_subject(s)
    lo == hi && return SubString(base, off + lo + 1, off + lo)
    return SubString(base, off + lo + 1, prevind(base, off + hi + 1))
end

occursin(r::Regex, s::AbstractString) = regex_exec(r, String(s), 0, 0x00000000)
occursin(r::Regex, s::Union{String, SubString{String}}) = regex_exec(r, s, 0, 0x00000000)
startswith(s::Union{String, SubString{String}}, r::Regex) = regex_exec(r, s, 0, PCRE_ANCHORED)
endswith(s::Union{String, SubString{String}}, r::Regex) = regex_exec(r, s, 0, PCRE_ENDANCHORED)

# The range of the next match at or after index i (an empty match at p is p:p-1).
function findnext(r::Regex, s::Union{String, SubString{String}}, i::Integer)
    i > ncodeunits(s) + 1 && string_boundserror(s, Int64(i))
    regex_exec(r, s, Int64(i) - 1, 0x00000000) || return nothing
    return (regex_offset(r, 0) + 1):prevind(s, regex_offset(r, 1) + 1)
end
findfirst(r::Regex, s::Union{String, SubString{String}}) = findnext(r, s, 1)
find_range(r::Regex, s::Union{String, SubString{String}}, i::Int64) = (m = findnext(r, s, i); m === nothing ? NO_MATCH : m)

findall(r::Regex, s::Union{String, SubString{String}}; overlap::Bool=false) =
    find_all_matches(UnitRange{Int64}, r, s, overlap)
function count(r::Regex, s::AbstractString; overlap::Bool=false)
    n = 0
    for _ in eachmatch(r, s, overlap=overlap)
        n += 1
    end
    return n
end

==(a::Regex, b::Regex) = a.pattern == b.pattern && a.compile_options == b.compile_options && a.match_options == b.match_options

## captures ##

getindex(m::RegexMatch, i::Integer) = m.captures[i]
iterate(m::RegexMatch) = iterate(m.captures)
iterate(m::RegexMatch, i::Int64) = iterate(m.captures, i)
length(m::RegexMatch) = length(m.captures)
eltype(m::RegexMatch{S}) where {S} = Union{Nothing, SubString{S}}
haskey(m::RegexMatch, i::Integer) = 1 <= i <= length(m.captures)
haskey(m::RegexMatch, name::Union{AbstractString, Symbol}) =
    ccall(:jlrt_pcre_group_number, Int64, (Ptr{Cvoid}, String), m.regex.code, string(name)) > 0
getindex(m::RegexMatch, name::Symbol) = m[string(name)]
function getindex(m::RegexMatch, name::AbstractString)
    k = ccall(:jlrt_pcre_group_number, Int64, (Ptr{Cvoid}, String), m.regex.code, String(name))
    k <= 0 && error(string("no capture group named ", name, " found in regex"))
    return m.captures[k]
end
group_name(r::Regex, i::Int64) = ccall(:jlrt_pcre_group_name, String, (Ptr{Cvoid}, Int64), r.code, i)

# RegexMatch("ab", 1="b", name="c")
function show(io::IO, m::RegexMatch)
    print(io, "RegexMatch(")
    show(io, m.match)
    for i in 1:length(m.captures)
        name = group_name(m.regex, i)
        print(io, ", ")
        isempty(name) ? print(io, i) : print(io, name)
        print(io, '=')
        show(io, m.captures[i])
    end
    print(io, ')')
end

## eachmatch ##

struct RegexMatchIterator{S<:AbstractString}
    regex::Regex
    string::S
    overlap::Bool
end
eachmatch(r::Regex, s::AbstractString; overlap::Bool=false) = RegexMatchIterator(r, String(s), overlap)
eachmatch(r::Regex, s::SubString{String}; overlap::Bool=false) = RegexMatchIterator(r, s, overlap)
eltype(::RegexMatchIterator) = RegexMatch{String}
IteratorSize(::Type{<:RegexMatchIterator}) = SizeUnknown()

# After an empty match the next must not be empty at the same place (Julia's
# rule): try there once more for one not empty, then move on a character.
# (That try is not anchored, as Julia's is: PCRE2's JIT code cannot anchor at
# match time, and the interpreter it would fall back on reads the whole rest
# of the subject on every call. A match it finds further on is dropped and
# searched for again from the next character, where \G then holds.)
iterate(it::RegexMatchIterator) = iterate(it, (1, false))
function iterate(it::RegexMatchIterator, state::Tuple{Int64, Bool})
    offset, prevempty = state
    if prevempty
        m = match(it.regex, it.string, offset, PCRE_NOTEMPTY_ATSTART)
        if m === nothing || m.offset != offset
            offset > ncodeunits(it.string) && return nothing
            m = match(it.regex, it.string, nextind(it.string, offset))
        end
    else
        m = match(it.regex, it.string, offset)
    end
    m === nothing && return nothing
    if it.overlap
        offset = isempty(m.match) ? m.offset : nextind(it.string, m.offset)
    else
        offset = m.offset + ncodeunits(m.match)
    end
    return (m, (offset, isempty(m.match)))
end

## substitution strings: replace(s, r => s"\1") ##

struct SubstitutionString{T<:AbstractString}
    string::T
end
show(io::IO, s::SubstitutionString) = (print(io, 's'); show(io, s.string))
print(io::IO, s::SubstitutionString) = print(io, s.string)

# \0 is the match, \1 ... \99 a group, \g<n> or \g<name> too, \\ a backslash.
function print_replacement(io::IO, rep::SubstitutionString, s::AbstractString, r::UnitRange{Int64}, re::Regex)
    # the match data of this match again: the search from where it starts
    # finds it first (not anchored, for the reason eachmatch's retry is not)
    regex_exec(re, s, first(r) - 1, 0x00000000)
    t = rep.string
    bad() = error(string("Bad replacement string: ", t))
    i = 1
    e = ncodeunits(t)
    while i <= e
        c = t[i]
        if c != '\\'
            print(io, c)
            i = nextind(t, i)
            continue
        end
        i = nextind(t, i)
        i > e && bad()
        c = t[i]
        if c == '\\'
            print(io, '\\')
            i = nextind(t, i)
        elseif isdigit(c)
            group = 0
            while i <= e && isdigit(t[i])
                group = 10 * group + Int64(t[i] - '0')
                i = nextind(t, i)
            end
            print_capture(io, s, re, group)
        elseif c == 'g'
            i = nextind(t, i)
            (i > e || t[i] != '<') && bad()
            j = findnext('>', t, i)
            j === nothing && return bad()
            name = SubString(t, nextind(t, i), prevind(t, j))
            group = all(isdigit, name) ? parse(Int64, name) :
                ccall(:jlrt_pcre_group_number, Int64, (Ptr{Cvoid}, String), re.code, String(name))
            group < 0 && error(string("Bad replacement string: Group ", name, " not found in regex ", re))
            print_capture(io, s, re, group)
            i = nextind(t, j)
        else
            bad()
        end
    end
end
# a group that did not take part in the match writes nothing
function print_capture(io::IO, s::AbstractString, re::Regex, group::Int64)
    group > regex_ncaptures(re) &&
        error(string("PCRE error: ", ccall(:jlrt_pcre_error_message, String, (Int64,), PCRE_ERROR_NOSUBSTRING)))
    lo = regex_offset(re, 2group)
    lo >= 0 && print(io, view_of_match(s, lo, regex_offset(re, 2group + 1)))
end
