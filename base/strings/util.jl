# util.jl — building strings from strings: split, strip, chop, join, replace,
# repeat, reverse, lpad/rpad.
#
# Functions that take keyword arguments in Julia are a keyword front end over
# a positional core (split_core, replace_core, ...).

# A pattern's next match at or after i, as a range (a character's is i:i),
# or NO_MATCH. (A range keeps the loops below free of Union{Nothing, ...}.)
const NO_MATCH = 0:-1
found(r::UnitRange{Int64}) = first(r) != 0
find_range(p::CharPattern, s::AbstractString, i::Int64) = (k = findnext(p, s, i); k === nothing ? NO_MATCH : k:k)
find_range(t::AbstractString, s::AbstractString, i::Int64) = (r = findnext(t, s, i); r === nothing ? NO_MATCH : r)
find_range_back(p::CharPattern, s::AbstractString, i::Int64) = (k = findprev(p, s, i); k === nothing ? NO_MATCH : k:k)
find_range_back(t::AbstractString, s::AbstractString, i::Int64) = (r = findprev(t, s, i); r === nothing ? NO_MATCH : r)

# ---- split, eachsplit ----
# The pieces of s between matches of dlm, left to right, one at a time. At
# most limit pieces (0: no limit; the last holds the rest); empty pieces only
# if keepempty. (Julia's Base.SplitIterator; split collects it.)
struct SplitIterator{S<:AbstractString, F}
    str::S
    splitter::F
    limit::Int64
    keepempty::Bool
end
eachsplit(s::AbstractString, dlm; limit::Integer=0, keepempty::Bool=true) = SplitIterator(s, dlm, Int64(limit), keepempty)
eachsplit(s::AbstractString; limit::Integer=0, keepempty::Bool=false) = SplitIterator(s, isspace, Int64(limit), keepempty)
eltype(::Type{<:SplitIterator{S}}) where {S} = SubString{S}
# The state: where the current piece starts (past the end once the last is
# given), where the next search starts, and how many pieces were given.
iterate(it::SplitIterator) = iterate(it, (1, 1, 0))
function iterate(it::SplitIterator, state::Tuple{Int64, Int64, Int64})
    i, k, given = state
    s = it.str
    n = ncodeunits(s)
    i > n + 1 && return nothing
    r = find_range(it.splitter, s, k)
    while found(r) && given != it.limit - 1 && first(r) <= n
        j = first(r)
        k = nextind(s, last(r))
        # an empty match must not match again at the same place
        k_next = k <= j ? nextind(s, j) : k
        if i < k
            start = i
            i = k
            (it.keepempty || start < j) && return (SubString(s, start, prevind(s, j)), (i, k_next, given + 1))
        end
        k = k_next
        r = find_range(it.splitter, s, k)
    end
    (it.keepempty || i <= n) && return (SubString(s, i), (n + 2, k, given + 1))
    return nothing
end
split_core(s::T, dlm, limit::Int64, keepempty::Bool) where {T<:AbstractString} =
    collect_into(substring_type(T), SplitIterator(s, dlm, limit, keepempty))
split(s::AbstractString, dlm; limit::Integer=0, keepempty::Bool=true) = split_core(s, dlm, Int64(limit), keepempty)
split(s::AbstractString; limit::Integer=0, keepempty::Bool=false) = split_core(s, isspace, Int64(limit), keepempty)

# rsplit: the same pieces, found right to left (so limit keeps the rest at the left).
function rsplit_core(s::T, dlm, limit::Int64, keepempty::Bool) where {T<:AbstractString}
    pieces = Vector{substring_type(T)}(undef, 0)
    to = lastindex(s)
    splits_left = limit - 1
    while to >= 0
        from = 1
        next_to = -1
        while splits_left != 0
            r = find_range_back(dlm, s, to)
            found(r) || break
            from = nextind(s, last(r))
            next_to = isempty(r) & (to < 2) ? -1 : prevind(s, first(r))
            if from > to && !keepempty
                to = next_to
                from = 1
                next_to = -1
                to < 0 && break
                continue
            end
            break
        end
        from > to && !keepempty && break
        push!(pieces, SubString(s, from, to))
        to = next_to
        splits_left -= 1
    end
    return reverse_vector!(pieces)
end
rsplit(s::AbstractString, dlm; limit::Integer=0, keepempty::Bool=true) = rsplit_core(s, dlm, Int64(limit), keepempty)
rsplit(s::AbstractString; limit::Integer=0, keepempty::Bool=false) = rsplit_core(s, isspace, Int64(limit), keepempty)

function reverse_vector!(a::Vector)
    i = 1
    j = length(a)
    while i < j
        x = a[i]
        a[i] = a[j]
        a[j] = x
        i += 1
        j -= 1
    end
    return a
end

# ---- strip ----
# The characters matching pat (a predicate, a Char or a collection of them)
# taken off the start or the end.
function lstrip_matching(pat, s::AbstractString)
    i = 1
    n = ncodeunits(s)
    while i <= n
        c, j = next_char(s, i)
        char_matches(pat, c) || return SubString(s, i)
        i = j
    end
    return SubString(s, n + 1)
end
function rstrip_matching(pat, s::AbstractString)
    i = lastindex(s)
    while i >= 1
        char_matches(pat, s[i]) || return SubString(s, 1, i)
        i = prevind(s, i)
    end
    return SubString(s, 1, 0)
end
lstrip(p::Function, s::AbstractString) = lstrip_matching(p, s)
rstrip(p::Function, s::AbstractString) = rstrip_matching(p, s)
strip(p::Function, s::AbstractString) = lstrip(p, rstrip(p, s))
lstrip(s::AbstractString) = lstrip(isspace, s)
rstrip(s::AbstractString) = rstrip(isspace, s)
strip(s::AbstractString) = strip(isspace, s)

# strip(s, chars): chars is one Char or a collection of them.
const StripChars = Union{AbstractChar, Tuple, Vector}
lstrip(s::AbstractString, chars::StripChars) = lstrip_matching(chars, s)
rstrip(s::AbstractString, chars::StripChars) = rstrip_matching(chars, s)
strip(s::AbstractString, chars::StripChars) = lstrip(rstrip(s, chars), chars)
strip_two_strings() = throw(ArgumentError("Both arguments are strings. The second argument should be a `Char` or collection of `Char`s"))
lstrip(::AbstractString, ::AbstractString) = strip_two_strings()
rstrip(::AbstractString, ::AbstractString) = strip_two_strings()
strip(::AbstractString, ::AbstractString) = strip_two_strings()

# chomp: without one trailing "\n" or "\r\n".
function chomp(s::AbstractString)
    n = ncodeunits(s)
    (n == 0 || _cu(s, n) != 0x0a) && return SubString(s)
    (n < 2 || _cu(s, n - 1) != 0x0d) && return SubString(s, 1, prevind(s, n))
    return SubString(s, 1, prevind(s, n - 1))
end

# chop: without the first head and the last tail characters.
function chop(s::AbstractString; head::Integer=0, tail::Integer=1)
    isempty(s) && return SubString(s)
    return SubString(s, nextind(s, 1, Int64(head)), prevind(s, lastindex(s), Int64(tail)))
end

# chopprefix/chopsuffix: without the prefix or suffix, if it is there.
chopprefix(s::AbstractString, prefix::AbstractString) =
    startswith(s, prefix) ? SubString(s, 1 + ncodeunits(prefix)) : SubString(s)
function chopsuffix(s::AbstractString, suffix::AbstractString)
    (isempty(suffix) || !endswith(s, suffix)) && return SubString(s)
    return SubString(s, 1, prevind(s, ncodeunits(s) - ncodeunits(suffix) + 1))
end

# ---- join ----
function join(io::IO, items, delim, last)
    first_item = true
    next = iterate(items)
    while next !== nothing
        x, state = next
        next = iterate(items, state)
        if !first_item
            print(io, next === nothing ? last : delim)
        end
        print(io, x)
        first_item = false
    end
    return nothing
end
# A tuple's elements may differ in type: each is printed by its own call.
join(io::IO, items::Tuple, delim, last) = join_each(io, 1, length(items), delim, last, items...)
join_each(io::IO, k::Int64, n::Int64, delim, last) = nothing
function join_each(io::IO, k::Int64, n::Int64, delim, last, x, xs...)
    k > 1 && print(io, k == n ? last : delim)
    print(io, x)
    join_each(io, k + 1, n, delim, last, xs...)
end
join(io::IO, items, delim) = join(io, items, delim, delim)
join(io::IO, items) = join(io, items, "", "")
join(items, delim, last) = (io = IOBuffer(); join(io, items, delim, last); takestring!(io))
join(items, delim) = join(items, delim, delim)
join(items) = join(items, "", "")

# ---- repeat ----
function repeat(s::Union{AbstractString, AbstractChar}, n::Int64)
    n < 0 && throw(ArgumentError(string("can't repeat a string ", n, " times")))
    io = IOBuffer()
    for k in 1:n
        print(io, s)
    end
    return takestring!(io)
end
^(s::Union{AbstractString, AbstractChar}, n::Int64) = repeat(s, n)

function reverse(s::AbstractString)
    io = IOBuffer()
    i = lastindex(s)
    while i >= 1
        print(io, s[i])
        i = prevind(s, i)
    end
    return takestring!(io)
end

# ---- padding, counted in display columns ----
# The padding and the text are printed into one buffer: one String made.
function lpad(s::Union{AbstractString, AbstractChar}, n::Int64, p::Union{AbstractString, AbstractChar})
    m = n - textwidth(s)
    m <= 0 && return string(s)
    io = IOBuffer()
    print_padding(io, p, m)
    print(io, s)
    return takestring!(io)
end
function rpad(s::Union{AbstractString, AbstractChar}, n::Int64, p::Union{AbstractString, AbstractChar})
    m = n - textwidth(s)
    m <= 0 && return string(s)
    io = IOBuffer()
    print(io, s)
    print_padding(io, p, m)
    return takestring!(io)
end
# The common case, a string padded with copies of one character, is made
# by the runtime in one allocation.
lpad(s::Union{String, SubString{String}}, n::Int64, p::Char) = pad_with_char(s, n, p, true)
rpad(s::Union{String, SubString{String}}, n::Int64, p::Char) = pad_with_char(s, n, p, false)
function pad_with_char(s::Union{String, SubString{String}}, n::Int64, p::Char, left::Bool)
    m = n - textwidth(s)
    m <= 0 && return String(s)
    textwidth(p) == 1 || return left ? lpad(s, n, string(p)) : rpad(s, n, string(p))
    str, off, len = bytes_of(s)
    return ccall(:jlrt_string_pad, String, (String, Int64, Int64, Char, Int64, Bool), str, off, len, p, m, left)
end
# Padding m columns wide: whole copies of p, then as many of its characters as fit.
function print_padding(io::IO, p::Union{AbstractString, AbstractChar}, m::Int64)
    w = textwidth(p)
    w == 0 && throw(ArgumentError(string(repr(p), " has zero display width")))
    q, r = divrem(m, w)
    for k in 1:q
        print(io, p)
    end
    r == 0 || print(io, first(string(p), r))
end
lpad(s, n::Integer, p::Union{AbstractString, AbstractChar}) = lpad(string(s), Int64(n), p)
rpad(s, n::Integer, p::Union{AbstractString, AbstractChar}) = rpad(string(s), Int64(n), p)
lpad(s, n::Integer) = lpad(s, n, ' ')
rpad(s, n::Integer) = rpad(s, n, ' ')

# ---- replace (pairs: pair.jl) ----

# What replaces a match: a string or character as it prints, or a function
# applied to the match (the substring; the character for character patterns).
print_replacement(io::IO, rep, s::AbstractString, r::UnitRange{Int64}, pat) = print(io, rep)
print_replacement(io::IO, rep::Function, s::AbstractString, r::UnitRange{Int64}, pat) =
    print(io, rep(SubString(s, first(r), last(r))))
print_replacement(io::IO, rep::Function, s::AbstractString, r::UnitRange{Int64}, pat::CharPattern) =
    print(io, rep(s[first(r)]))

# Pattern k's next match at or after i (past the end: e1+1:0, never chosen).
function next_match(pairs::Tuple, k::Int64, s::AbstractString, i::Int64, e1::Int64)
    r = find_range(getfield(pairs, k).first, s, i)
    return found(r) ? r : ((e1 + 1):0)
end

# All patterns are searched together, left to right; at each place the
# earliest match wins (the first pattern listed, on a tie), and the text a
# replacement produced is not searched again. At most count replacements.
function replace_core(s::AbstractString, pairs::Tuple, count::Int64)
    count < 0 && throw(DomainError(count, "`count` must be non-negative."))
    e1 = ncodeunits(s) + 1
    npat = length(pairs)
    matches = Vector{UnitRange{Int64}}(undef, npat)
    for k in 1:npat
        matches[k] = next_match(pairs, k, s, 1, e1)
    end
    io = IOBuffer()
    i = 1             # start of the text not yet copied
    done = 0
    while done < count
        best = 1
        for k in 2:npat
            first(matches[k]) < first(matches[best]) && (best = k)
        end
        r = matches[best]
        j = first(r)
        m = last(r)
        j > e1 && break
        # an empty match just after a replaced match is not replaced
        if i == 1 || i <= m
            print(io, SubString(s, i, prevind(s, j)))
            print_replacement(io, getfield(pairs, best).second, s, r, getfield(pairs, best).first)
        end
        if m < j
            i = j
            j == e1 && break
            m = nextind(s, j)
        else
            i = m = nextind(s, m)
        end
        done += 1
        for k in 1:npat
            first(matches[k]) < m && (matches[k] = next_match(pairs, k, s, m, e1))
        end
    end
    print(io, SubString(s, i))
    return takestring!(io)
end
replace(s::AbstractString, pairs::Pair...; count::Integer=typemax(Int64)) = replace_core(s, pairs, Int64(count))

# ---- bytes2hex and hex2bytes: each byte as two lowercase hex digits, and back ----
function bytes2hex(a::Vector{UInt8})
    io = IOBuffer()
    for b in a
        print(io, string(b, base=16, pad=2))
    end
    return takestring!(io)
end
function hex2bytes(s::AbstractString)
    isodd(ncodeunits(s)) && throw(ArgumentError("length of iterable must be even"))
    d = Vector{UInt8}(undef, ncodeunits(s) >> 1)
    for i in 1:length(d)
        d[i] = (hex_digit_value(codeunit(s, 2i - 1)) << 4) | hex_digit_value(codeunit(s, 2i))
    end
    return d
end
function hex_digit_value(c::UInt8)
    0x30 <= c <= 0x39 && return c - 0x30
    c |= 0x20                                   # A-F as a-f
    0x61 <= c <= 0x66 && return c - 0x57
    throw(ArgumentError("byte is not an ASCII hexadecimal digit"))
end
