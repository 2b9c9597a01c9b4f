# unicode.jl — character classes and case mapping, from Unicode's tables.
#
# Julia asks utf8proc; jlc asks runtime/unicode.c, whose table is generated
# from the Unicode Character Database by tools/gen_unicode.py with utf8proc's
# derivations, and is linked only into a program that asks.

# Unicode general categories, numbered as utf8proc (and so Julia) numbers them.
const CAT_LU = 1
const CAT_LL = 2
const CAT_LO = 5
const CAT_ND = 9
const CAT_NO = 11
const CAT_PC = 12
const CAT_PO = 18
const CAT_ZS = 23
const CAT_MALFORMED = 31

# 30 above U+10FFFF, 31 for a malformed Char, as Julia's category_code
category_code(c::Char) = ismalformed(c) ? CAT_MALFORMED : Int64(ccall(:jlrt_uc_category, Int32, (UInt32,), codepoint(c)))

# ---- classification ----
isascii(c::Char) = bitcast(UInt32, c) < 0x80000000
isascii(s::AbstractString) = all(b -> b < 0x80, codeunits(s))
isdigit(c::Char) = ('0' <= c) & (c <= '9')
isxdigit(c::Char) = isdigit(c) | (('a' <= c) & (c <= 'f')) | (('A' <= c) & (c <= 'F'))
# ASCII whitespace, U+0085 and the space separators (category Zs): these
# few, written out so that parse and strip do not link the category table
# (Unicode has added none since 4.0; tools/gen_unicode.py --isprint checks)
isspace(c::Char) = (c == ' ') | (('\t' <= c) & (c <= '\r')) | (c == '\u85') | (c == '\ua0') ||
                   ('\u1680' <= c) && ((c == '\u1680') | (('\u2000' <= c) & (c <= '\u200a')) |
                                       (c == '\u202f') | (c == '\u205f') | (c == '\u3000'))
iscntrl(c::Char) = (c <= '\x1f') | (('\x7f' <= c) & (c <= '\u9f'))
isletter(c::Char) = isascii(c) ? (('a' <= c) & (c <= 'z')) | (('A' <= c) & (c <= 'Z')) : (CAT_LU <= category_code(c) <= CAT_LO)
isnumeric(c::Char) = isascii(c) ? isdigit(c) : (CAT_ND <= category_code(c) <= CAT_NO)
ispunct(c::Char) = CAT_PC <= category_code(c) <= CAT_PO
# (category Lu to Zs, from a table of its own: showing a Char needs only this)
isprint(c::Char) = isascii(c) ? (' ' <= c) & (c <= '~') :
                   !ismalformed(c) && ccall(:jlrt_uc_isprint, Bool, (UInt32,), codepoint(c))
# utf8proc's test: a lowercase letter has an uppercase mapping and no
# lowercase one (a letter of Unicode's Lowercase property without mappings
# maps to itself), an uppercase letter the reverse, titlecase letters aside.
isuppercase(c::Char) = isascii(c) ? ('A' <= c) & (c <= 'Z') :
                       !ismalformed(c) && ccall(:jlrt_uc_isupper, Bool, (UInt32,), codepoint(c))
islowercase(c::Char) = isascii(c) ? ('a' <= c) & (c <= 'z') :
                       !ismalformed(c) && ccall(:jlrt_uc_islower, Bool, (UInt32,), codepoint(c))

# ---- case mapping (Unicode's simple, one-character mappings; ß uppercases
# to ẞ, as utf8proc has it) ----
# A Char without a code point (malformed, overlong) throws InvalidCharError.
uppercase(c::Char) = isascii(c) ? (('a' <= c) & (c <= 'z') ? c - 32 : c) :
                     Char(ccall(:jlrt_uc_toupper, UInt32, (UInt32,), codepoint(c)))
lowercase(c::Char) = isascii(c) ? (('A' <= c) & (c <= 'Z') ? c + 32 : c) :
                     Char(ccall(:jlrt_uc_tolower, UInt32, (UInt32,), codepoint(c)))
# Differs from uppercase for digraphs: titlecase('ǆ') is 'ǅ'.
titlecase(c::Char) = isascii(c) ? (('a' <= c) & (c <= 'z') ? c - 32 : c) :
                     Char(ccall(:jlrt_uc_totitle, UInt32, (UInt32,), codepoint(c)))

function map_chars(f, s::AbstractString)
    io = IOBuffer()
    for c in s
        print(io, f(c))
    end
    return takestring!(io)
end
uppercase(s::AbstractString) = map_chars(uppercase, s)
lowercase(s::AbstractString) = map_chars(lowercase, s)

# titlecase(s): each word's first letter in titlecase, the rest lowercase
# (strict), or left as they are; a word starts after a character for which
# wordsep holds (any non-letter by default) that also starts a grapheme, as
# Julia's: a combining mark or a ZWJ belongs to the word before it.
not_letter(c::Char) = !isletter(c)
function titlecase(s::AbstractString; wordsep::Function=not_letter, strict::Bool=true)
    io = IOBuffer()
    startword = true
    state = Ref(Int32(0))
    c0 = '\0'
    for c in s
        if Unicode.isgraphemebreak!(state, c0, c) && wordsep(c)
            print(io, c)
            startword = true
        else
            print(io, startword ? titlecase(c) : strict ? lowercase(c) : c)
            startword = false
        end
        c0 = c
    end
    return takestring!(io)
end

function uppercasefirst(s::AbstractString)
    isempty(s) && return ""
    c = s[1]
    t = titlecase(c)
    return c == t ? String(s) : string(t, SubString(s, nextind(s, 1)))
end
function lowercasefirst(s::AbstractString)
    isempty(s) && return ""
    c = s[1]
    t = lowercase(c)
    return c == t ? String(s) : string(t, SubString(s, nextind(s, 1)))
end

# ---- display width (lpad and rpad count in it) ----
# utf8proc's: 0 for marks, controls and format characters, 2 for East Asian
# wide and fullwidth characters, 1 otherwise.
function textwidth(c::Char)
    u = bitcast(UInt32, c)
    # a one-byte printable ASCII character, the common case, first
    (u >= 0x20000000) & (u < 0x7f000000) && (u & 0x00ffffff) == 0x00000000 && return 1
    ismalformed(c) && return 1
    isascii(c) && return 0
    return ccall(:jlrt_uc_width, Int64, (UInt32,), codepoint(c))
end
function textwidth(s::AbstractString)
    w = 0
    for c in s
        w += textwidth(c)
    end
    return w
end

# ---- display(c): the REPL's form, 'x': ASCII/Unicode U+0078 (category Ll: Letter, lowercase) ----
const CATEGORY_ABBREVS = ("Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No",
    "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp",
    "Cc", "Cf", "Cs", "Co", "In", "Ma")
const CATEGORY_NAMES = ("Other, not assigned", "Letter, uppercase", "Letter, lowercase",
    "Letter, titlecase", "Letter, modifier", "Letter, other", "Mark, nonspacing",
    "Mark, spacing combining", "Mark, enclosing", "Number, decimal digit", "Number, letter",
    "Number, other", "Punctuation, connector", "Punctuation, dash", "Punctuation, open",
    "Punctuation, close", "Punctuation, initial quote", "Punctuation, final quote",
    "Punctuation, other", "Symbol, math", "Symbol, currency", "Symbol, modifier",
    "Symbol, other", "Separator, space", "Separator, line", "Separator, paragraph",
    "Other, control", "Other, format", "Other, surrogate", "Other, private use",
    "Invalid, too high", "Malformed, bad data")

function display(c::Char)
    show(stdout, c)
    if ismalformed(c)
        print(stdout, ": Malformed UTF-8")
    else
        u = codepoint(c)
        print(stdout, ": ", isascii(c) ? "ASCII/" : "", "Unicode U+", uppercase(string(u, base = 16, pad = 4)))
    end
    k = category_code(c) + 1
    println(stdout, " (category ", CATEGORY_ABBREVS[k], ": ", CATEGORY_NAMES[k], ")")
end

# Unicode, the standard library (`using Unicode`): isgraphemebreak!(state,
# c1, c2), whether a grapheme cluster ends between c1 and c2, the Ref state
# carried from one pair to the next (0 to start), as Julia's utf8proc
# decides it; always after or before a malformed Char.
module Unicode

export graphemes

function isgraphemebreak!(state::Ref{Int32}, c1::Char, c2::Char)
    if ismalformed(c1) | ismalformed(c2)
        state[] = Int32(0)
        return true
    end
    r = ccall(:jlrt_uc_grapheme_step, Int32, (Int32, UInt32, UInt32), state[], codepoint(c1), codepoint(c2))
    state[] = r >> 1
    return r & Int32(1) == Int32(1)
end
isgraphemebreak(c1::Char, c2::Char) = isgraphemebreak!(Ref(Int32(0)), c1, c2)

# ---- graphemes(s): the extended grapheme clusters of s, as SubStrings ----
struct GraphemeIterator{S<:AbstractString}
    s::S
end
graphemes(s::AbstractString) = GraphemeIterator{typeof(s)}(s)
# (its eltype and IteratorSize: strings/graphemes.jl, after the iterator traits)
function Base.length(g::GraphemeIterator)
    n = 0
    for _ in g
        n += 1
    end
    return n
end
# from index i: the cluster up to the next break, and the index after it
function Base.iterate(g::GraphemeIterator, i::Int=firstindex(g.s))
    s = g.s
    i > ncodeunits(s) && return nothing
    state = Ref{Int32}(0)
    c0 = s[i]
    last = i
    j = nextind(s, i)
    while j <= ncodeunits(s)
        c = s[j]
        isgraphemebreak!(state, c0, c) && break
        c0 = c
        last = j
        j = nextind(s, j)
    end
    return (SubString(s, i, last), j)
end

# normalize(s, :NFC | :NFD | :NFKC | :NFKD) and normalize(s; casefold, stripmark,
# ...): through utf8proc (Debian's libutf8proc, the library Julia uses for
# them), linked only into programs that call it (src/link.c).
# utf8proc's option bits (utf8proc.h)
const STABLE = 1 << 1
const COMPAT = 1 << 2
const COMPOSE = 1 << 3
const DECOMPOSE = 1 << 4
const IGNORE = 1 << 5
const REJECTNA = 1 << 6
const NLF2LS = 1 << 7
const NLF2PS = 1 << 8
const NLF2LF = NLF2LS | NLF2PS
const STRIPCC = 1 << 9
const CASEFOLD = 1 << 10
const LUMP = 1 << 12
const STRIPMARK = 1 << 13

# s mapped by utf8proc with these options: a new string (utf8proc allocates
# it with malloc; freed once copied)
function utf8proc_map(s::AbstractString, options::Int)
    str = String(s)
    out = UInt[0]               # where utf8proc puts the result's address
    n = GC.@preserve str out ccall(:utf8proc_map, Int, (Ptr{UInt8}, Int, Ptr{UInt}, Cint), pointer(str), sizeof(str), pointer(out), Cint(options))
    n < 0 && error(unsafe_string(ccall(:utf8proc_errmsg, Ptr{UInt8}, (Int,), n)))   # as Julia: an ErrorException
    p = Ptr{UInt8}(out[1])
    result = unsafe_string(p, n)
    ccall(:free, Cvoid, (Ptr{UInt8},), p)
    return result
end

function normalize(s::AbstractString, nf::Symbol)
    options = nf === :NFC ? STABLE | COMPOSE :
              nf === :NFD ? STABLE | DECOMPOSE :
              nf === :NFKC ? STABLE | COMPOSE | COMPAT :
              nf === :NFKD ? STABLE | DECOMPOSE | COMPAT :
              throw(ArgumentError(string(":", nf, " is not one of :NFC, :NFD, :NFKC, :NFKD")))
    return utf8proc_map(s, options)
end

function normalize(s::AbstractString; stable::Bool=false, compat::Bool=false, compose::Bool=true,
                   decompose::Bool=false, stripignore::Bool=false, rejectna::Bool=false,
                   newline2ls::Bool=false, newline2ps::Bool=false, newline2lf::Bool=false,
                   stripcc::Bool=false, casefold::Bool=false, lump::Bool=false, stripmark::Bool=false)
    options = 0
    stable && (options |= STABLE)
    compat && (options |= COMPAT)
    if decompose
        options |= DECOMPOSE
    elseif compose
        options |= COMPOSE
    elseif compat || stripmark
        throw(ArgumentError("compat=true or stripmark=true require compose=true or decompose=true"))
    end
    stripignore && (options |= IGNORE)
    rejectna && (options |= REJECTNA)
    newline2ls + newline2ps + newline2lf > 1 && throw(ArgumentError("only one newline conversion may be specified"))
    newline2ls && (options |= NLF2LS)
    newline2ps && (options |= NLF2PS)
    newline2lf && (options |= NLF2LF)
    stripcc && (options |= STRIPCC)
    casefold && (options |= CASEFOLD)
    lump && (options |= LUMP)
    stripmark && (options |= STRIPMARK)
    return utf8proc_map(s, options)
end


end # module Unicode
