# search.jl — finding characters and substrings: findfirst/findnext/findlast/
# findprev, occursin, contains, startswith, endswith.
#
# A pattern is a Char, a predicate function (isdigit), a tuple or vector of
# Chars (any of them), or a string. Characters and predicates find an index;
# strings find the range of indices they occupy, as in Julia.

# Whether the character c matches a character pattern.
char_matches(p::AbstractChar, c::Char) = p == c
char_matches(p::Tuple, c::Char) = chars_contain(p, c)
char_matches(p::Vector, c::Char) = chars_contain(p, c)
char_matches(p::Function, c::Char) = p(c)
function chars_contain(chars, c::Char)
    for d in chars
        d == c && return true
    end
    return false
end
const CharPattern = Union{AbstractChar, Tuple, Vector, Function}

# ---- forward ----
function findnext(p::CharPattern, s::AbstractString, i::Int64)
    z = ncodeunits(s) + 1
    (i < 1) | (i > z) && string_boundserror(s, i)
    i == z && return nothing
    isvalid(s, i) || string_index_err(s, i)
    while i < z
        c, j = next_char(s, i)
        char_matches(p, c) && return i
        i = j
    end
    return nothing
end
findfirst(p::CharPattern, s::AbstractString) = findnext(p, s, 1)

# The first start index >= i where t occurs in s, or 0. Equal bytes at a
# character boundary are equal characters.
function search_forward(s::AbstractString, t::AbstractString, i::Int64)
    n = ncodeunits(t)
    z = ncodeunits(s) + 1
    (i < 1) | (i > z) && string_boundserror(s, i)
    n == 0 && return i
    i == z && return 0
    isvalid(s, i) || string_index_err(s, i)
    first_byte = _cu(t, 1)
    while i + n <= z
        if _cu(s, i) == first_byte && bytes_equal(s, i, t, n) && isvalid(s, i)
            return i
        end
        i += 1
    end
    return 0
end
function bytes_equal(s::AbstractString, i::Int64, t::AbstractString, n::Int64)
    for k in 1:n
        _cu(s, i + k - 1) == _cu(t, k) || return false
    end
    return true
end

# The range t occupies when it starts at index i of s.
match_range(i::Int64, t::AbstractString) = i:(i + lastindex(t) - 1)

function findnext(t::AbstractString, s::AbstractString, i::Int64)
    k = search_forward(s, t, i)
    return k == 0 ? nothing : match_range(k, t)
end
findfirst(t::AbstractString, s::AbstractString) = findnext(t, s, 1)

occursin(t::AbstractString, s::AbstractString) = search_forward(s, t, 1) != 0
occursin(c::AbstractChar, s::AbstractString) = findfirst(c, s) !== nothing
contains(s::AbstractString, t) = occursin(t, s)
in(c::AbstractChar, s::AbstractString) = occursin(c, s)

# Every match of t in s (a range, or an index for a character pattern), left
# to right; with overlap, the next search starts a character after the last
# match's start rather than after its end. Regex's findall uses it too.
function find_all_matches(::Type{T}, t, s::AbstractString, overlap::Bool) where {T}
    found = T[]
    i = 1
    while true
        m = findnext(t, s, i)
        m === nothing && return found
        push!(found, m)
        j = overlap || isempty(m) ? first(m) : last(m)
        j > lastindex(s) && return found
        i = nextind(s, j)
    end
end
findall(t::AbstractString, s::AbstractString; overlap::Bool=false) =
    find_all_matches(UnitRange{Int64}, t, s, overlap)
findall(p::CharPattern, s::AbstractString) = find_all_matches(Int64, p, s, false)
count(t::AbstractString, s::AbstractString; overlap::Bool=false) = length(findall(t, s; overlap=overlap))
count(c::AbstractChar, s::AbstractString) = length(findall(c, s))

# ---- backward ----
function findprev(p::CharPattern, s::AbstractString, i::Int64)
    z = ncodeunits(s) + 1
    (i < 0) | (i > z) && string_boundserror(s, i)
    i == z && return nothing
    i == 0 || isvalid(s, i) || string_index_err(s, i)
    while i >= 1
        char_matches(p, next_char(s, i)[1]) && return i
        i = prevind(s, i)
    end
    return nothing
end
findlast(p::CharPattern, s::AbstractString) = findprev(p, s, lastindex(s))

# The last start index of an occurrence of t in s that ends by the character
# at index i, or 0.
function search_backward(s::AbstractString, t::AbstractString, i::Int64)
    n = ncodeunits(t)
    z = ncodeunits(s) + 1
    (i < 0) | (i > z) && string_boundserror(s, i)
    n == 0 && return i
    last_byte = i == 0 ? 0 : i == z ? z - 1 : nextind(s, i) - 1
    k = last_byte - n + 1
    first_byte = _cu(t, 1)
    while k >= 1
        if _cu(s, k) == first_byte && bytes_equal(s, k, t, n) && isvalid(s, k)
            return k
        end
        k -= 1
    end
    return 0
end

function findprev(t::AbstractString, s::AbstractString, i::Int64)
    k = search_backward(s, t, i)
    return k == 0 && ncodeunits(t) > 0 ? nothing : match_range(max(k, 1), t)
end
findlast(t::AbstractString, s::AbstractString) = findprev(t, s, lastindex(s))

# ---- prefixes and suffixes ----
# A prefix matches when its bytes do and it does not end inside a character of s.
function startswith(s::AbstractString, prefix::AbstractString)
    n = ncodeunits(prefix)
    n > ncodeunits(s) && return false
    bytes_equal(s, 1, prefix, n) || return false
    return n == ncodeunits(s) || isvalid(s, n + 1)
end
function endswith(s::AbstractString, suffix::AbstractString)
    n = ncodeunits(suffix)
    start = ncodeunits(s) - n + 1
    start < 1 && return false
    bytes_equal(s, start, suffix, n) || return false
    return n == 0 || isvalid(s, start)
end
startswith(s::AbstractString, p::Union{AbstractChar, Tuple, Vector}) = !isempty(s) && char_matches(p, first(s))
endswith(s::AbstractString, p::Union{AbstractChar, Tuple, Vector}) = !isempty(s) && char_matches(p, last(s))
