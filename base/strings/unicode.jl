# unicode.jl — character classes and case mapping, from Unicode's tables.
#
# jlc carries its own excerpt of the Unicode Character Database rather than
# linking utf8proc. It is exact for U+0000-U+017F (ASCII, Latin-1, Latin
# Extended-A), the Greek letters U+0386-U+03CE and U+03D8-U+03EF, Cyrillic
# U+0400-U+04FF, General Punctuation U+2000-U+2064, currency symbols
# U+20A0-U+20C0, U+2600-U+27BF (symbols and dingbats), U+3000-U+3003,
# Hiragana, Katakana letters, CJK ideographs U+4E00-U+9FFF, Hangul syllables,
# surrogates, U+FFFD and the emoticons U+1F600-U+1F64F. A question about any
# other character stops the program with an error instead of guessing.
# isspace, isdigit, isxdigit, isascii and iscntrl are exact everywhere.

# Unicode general categories, numbered as utf8proc (and so Julia) numbers them.
const CAT_CN = 0
const CAT_LU = 1
const CAT_LL = 2
const CAT_LM = 4
const CAT_LO = 5
const CAT_MN = 6
const CAT_ME = 8
const CAT_ND = 9
const CAT_NO = 11
const CAT_PC = 12
const CAT_PD = 13
const CAT_PS = 14
const CAT_PE = 15
const CAT_PI = 16
const CAT_PF = 17
const CAT_PO = 18
const CAT_SM = 19
const CAT_SC = 20
const CAT_SK = 21
const CAT_SO = 22
const CAT_ZS = 23
const CAT_ZL = 24
const CAT_ZP = 25
const CAT_CC = 26
const CAT_CF = 27
const CAT_CS = 28
const CAT_TOO_HIGH = 30
const CAT_MALFORMED = 31

unicode_unsupported(u::UInt32) =
    error(string("the Unicode properties of U+", string_hex(u, 4), " are not supported yet"))

# In a block where upper- and lowercase letters alternate, the uppercase one
# at even (parity 0) or odd (parity 1) code points.
alternating_case(u::UInt32, parity::UInt32) = (u & 0x00000001) == parity ? (1, u + 0x00000001) : (2, u - 0x00000001)

# The simple case pairing of u below U+0500: (1, its lowercase) for an uppercase
# letter, (2, its uppercase) for a lowercase letter (itself when it has none),
# (0, u) for an uncased character, (-1, u) outside the covered blocks.
function case_pair(u::UInt32)
    u < 0x00000041 && return (0, u)
    u <= 0x0000005a && return (1, u + 0x00000020)
    u < 0x00000061 && return (0, u)
    u <= 0x0000007a && return (2, u - 0x00000020)
    u < 0x000000b5 && return (0, u)
    u == 0x000000b5 && return (2, 0x0000039c)          # µ: its uppercase is Greek Μ
    u < 0x000000c0 && return (0, u)
    u == 0x000000d7 && return (0, u)                   # ×
    u <= 0x000000de && return (1, u + 0x00000020)
    u == 0x000000df && return (2, u)                   # ß has no one-character uppercase
    u == 0x000000f7 && return (0, u)                   # ÷
    u <= 0x000000fe && return (2, u - 0x00000020)
    u == 0x000000ff && return (2, 0x00000178)
    u <= 0x0000012f && return alternating_case(u, 0x00000000)
    u == 0x00000130 && return (1, 0x00000069)          # İ
    u == 0x00000131 && return (2, 0x00000049)          # ı
    u <= 0x00000137 && return alternating_case(u, 0x00000000)
    u == 0x00000138 && return (2, u)                   # ĸ
    u <= 0x00000148 && return alternating_case(u, 0x00000001)
    u == 0x00000149 && return (2, u)                   # ŉ
    u <= 0x00000177 && return alternating_case(u, 0x00000000)
    u == 0x00000178 && return (1, 0x000000ff)
    u <= 0x0000017e && return alternating_case(u, 0x00000001)
    u == 0x0000017f && return (2, 0x00000053)          # ſ
    u < 0x00000386 && return (-1, u)
    # Greek
    u == 0x00000386 && return (1, 0x000003ac)
    (u >= 0x00000388) & (u <= 0x0000038a) && return (1, u + 0x00000025)
    u == 0x0000038c && return (1, 0x000003cc)
    (u == 0x0000038e) | (u == 0x0000038f) && return (1, u + 0x0000003f)
    u == 0x00000390 && return (2, u)
    (u >= 0x00000391) & (u <= 0x000003ab) & (u != 0x000003a2) && return (1, u + 0x00000020)
    u == 0x000003ac && return (2, 0x00000386)
    (u >= 0x000003ad) & (u <= 0x000003af) && return (2, u - 0x00000025)
    u == 0x000003b0 && return (2, u)
    u == 0x000003c2 && return (2, 0x000003a3)          # final sigma
    (u >= 0x000003b1) & (u <= 0x000003cb) && return (2, u - 0x00000020)
    u == 0x000003cc && return (2, 0x0000038c)
    (u == 0x000003cd) | (u == 0x000003ce) && return (2, u - 0x0000003f)
    (u >= 0x000003d8) & (u <= 0x000003ef) && return alternating_case(u, 0x00000000)
    u < 0x00000400 && return (-1, u)
    # Cyrillic
    u <= 0x0000040f && return (1, u + 0x00000050)
    u <= 0x0000042f && return (1, u + 0x00000020)
    u <= 0x0000044f && return (2, u - 0x00000020)
    u <= 0x0000045f && return (2, u - 0x00000050)
    u <= 0x00000481 && return alternating_case(u, 0x00000000)
    u <= 0x00000489 && return (0, u)                   # ҂ and combining marks
    u <= 0x000004bf && return alternating_case(u, 0x00000000)
    u == 0x000004c0 && return (1, 0x000004cf)
    u <= 0x000004ce && return alternating_case(u, 0x00000001)
    u == 0x000004cf && return (2, 0x000004c0)
    u <= 0x000004ff && return alternating_case(u, 0x00000000)
    return (-1, u)
end

# The category of an uncased character below U+0500.
function category_low(u::UInt32)
    if u < 0x00000080
        u < 0x00000020 && return CAT_CC
        u == 0x00000020 && return CAT_ZS
        u <= 0x00000023 && return CAT_PO               # ! " #
        u == 0x00000024 && return CAT_SC               # $
        u <= 0x00000027 && return CAT_PO               # % & '
        u == 0x00000028 && return CAT_PS
        u == 0x00000029 && return CAT_PE
        u == 0x0000002a && return CAT_PO               # *
        u == 0x0000002b && return CAT_SM               # +
        u == 0x0000002c && return CAT_PO               # ,
        u == 0x0000002d && return CAT_PD               # -
        u <= 0x0000002f && return CAT_PO               # . /
        u <= 0x00000039 && return CAT_ND
        u <= 0x0000003b && return CAT_PO               # : ;
        u <= 0x0000003e && return CAT_SM               # < = >
        u <= 0x00000040 && return CAT_PO               # ? @
        u == 0x0000005b && return CAT_PS               # [
        u == 0x0000005c && return CAT_PO               # \
        u == 0x0000005d && return CAT_PE               # ]
        u == 0x0000005e && return CAT_SK               # ^
        u == 0x0000005f && return CAT_PC               # _
        u == 0x00000060 && return CAT_SK               # `
        u == 0x0000007b && return CAT_PS               # {
        u == 0x0000007c && return CAT_SM               # |
        u == 0x0000007d && return CAT_PE               # }
        u == 0x0000007e && return CAT_SM               # ~
        return CAT_CC                                  # DEL
    end
    u < 0x000000a0 && return CAT_CC
    u == 0x000000a0 && return CAT_ZS
    (u == 0x000000a1) | (u == 0x000000a7) | (u == 0x000000b6) | (u == 0x000000b7) | (u == 0x000000bf) && return CAT_PO
    u <= 0x000000a5 && return CAT_SC                   # ¢ £ ¤ ¥
    (u == 0x000000a6) | (u == 0x000000a9) | (u == 0x000000ae) | (u == 0x000000b0) && return CAT_SO
    (u == 0x000000a8) | (u == 0x000000af) | (u == 0x000000b4) | (u == 0x000000b8) && return CAT_SK
    (u == 0x000000aa) | (u == 0x000000ba) && return CAT_LO   # ª º
    u == 0x000000ab && return CAT_PI
    u == 0x000000bb && return CAT_PF
    (u == 0x000000ac) | (u == 0x000000b1) | (u == 0x000000d7) | (u == 0x000000f7) && return CAT_SM
    u == 0x000000ad && return CAT_CF                   # soft hyphen
    (u == 0x000000b2) | (u == 0x000000b3) | (u == 0x000000b9) | ((u >= 0x000000bc) & (u <= 0x000000be)) && return CAT_NO
    u == 0x00000482 && return CAT_SO
    u <= 0x00000487 && return CAT_MN
    return CAT_ME                                      # U+0488, U+0489
end

# The category of a character at or above U+0500 (all uncased where covered).
function category_high(u::UInt32)
    u > 0x0010ffff && return CAT_TOO_HIGH
    if (u >= 0x00002000) & (u <= 0x00002064)
        u <= 0x0000200a && return CAT_ZS
        u <= 0x0000200f && return CAT_CF
        u <= 0x00002015 && return CAT_PD
        u <= 0x00002017 && return CAT_PO
        (u == 0x00002018) | (u == 0x0000201b) | (u == 0x0000201c) | (u == 0x0000201f) | (u == 0x00002039) && return CAT_PI
        (u == 0x00002019) | (u == 0x0000201d) | (u == 0x0000203a) && return CAT_PF
        (u == 0x0000201a) | (u == 0x0000201e) | (u == 0x00002045) && return CAT_PS
        u == 0x00002046 && return CAT_PE
        u == 0x00002028 && return CAT_ZL
        u == 0x00002029 && return CAT_ZP
        (u >= 0x0000202a) & (u <= 0x0000202e) && return CAT_CF
        (u == 0x0000202f) | (u == 0x0000205f) && return CAT_ZS
        (u == 0x0000203f) | (u == 0x00002040) | (u == 0x00002054) && return CAT_PC
        (u == 0x00002044) | (u == 0x00002052) && return CAT_SM
        u >= 0x00002060 && return CAT_CF
        return CAT_PO
    end
    (u >= 0x000020a0) & (u <= 0x000020c0) && return CAT_SC
    if (u >= 0x00002600) & (u <= 0x000027bf)
        (u >= 0x00002768) & (u <= 0x00002775) && return (u & 0x00000001) == 0x00000000 ? CAT_PS : CAT_PE
        (u >= 0x00002776) & (u <= 0x00002793) && return CAT_NO
        return CAT_SO
    end
    u == 0x00003000 && return CAT_ZS
    (u >= 0x00003001) & (u <= 0x00003003) && return CAT_PO
    (u >= 0x00003041) & (u <= 0x00003096) && return CAT_LO    # Hiragana
    (u >= 0x000030a1) & (u <= 0x000030fa) && return CAT_LO    # Katakana
    (u >= 0x00004e00) & (u <= 0x00009fff) && return CAT_LO    # CJK ideographs
    (u >= 0x0000ac00) & (u <= 0x0000d7a3) && return CAT_LO    # Hangul syllables
    (u >= 0x0000d800) & (u <= 0x0000dfff) && return CAT_CS
    u == 0x0000fffd && return CAT_SO
    (u >= 0x0001f600) & (u <= 0x0001f64f) && return CAT_SO    # emoticons
    unicode_unsupported(u)
end

function category(u::UInt32)
    u >= 0x00000500 && return category_high(u)
    role = case_pair(u)[1]
    role == 1 && return CAT_LU
    role == 2 && return CAT_LL
    role < 0 && unicode_unsupported(u)
    return category_low(u)
end
category_code(c::Char) = ismalformed(c) ? CAT_MALFORMED : category(codepoint(c))

# ---- classification ----
isascii(c::Char) = bitcast(UInt32, c) < 0x80000000
isdigit(c::Char) = ('0' <= c) & (c <= '9')
isxdigit(c::Char) = isdigit(c) | (('a' <= c) & (c <= 'f')) | (('A' <= c) & (c <= 'F'))
# ASCII whitespace, U+0085 and the space separators (category Zs), listed whole.
function isspace(c::Char)
    (c == ' ') | (('\t' <= c) & (c <= '\r')) && return true
    c < '\u85' && return false
    return (c == '\u85') | (c == '\ua0') | (c == '\u1680') | (('\u2000' <= c) & (c <= '\u200a')) |
           (c == '\u202f') | (c == '\u205f') | (c == '\u3000')
end
iscntrl(c::Char) = (c <= '\x1f') | (('\x7f' <= c) & (c <= '\u9f'))
isletter(c::Char) = isascii(c) ? (('a' <= c) & (c <= 'z')) | (('A' <= c) & (c <= 'Z')) : (CAT_LU <= category_code(c) <= CAT_LO)
isnumeric(c::Char) = isascii(c) ? isdigit(c) : (CAT_ND <= category_code(c) <= CAT_NO)
ispunct(c::Char) = CAT_PC <= category_code(c) <= CAT_PO
isprint(c::Char) = CAT_LU <= category_code(c) <= CAT_ZS
# Julia follows Unicode's Uppercase and Lowercase properties; in the covered
# blocks they are the categories Lu and Ll, plus ª and º for Lowercase.
isuppercase(c::Char) = isascii(c) ? ('A' <= c) & (c <= 'Z') : category_code(c) == CAT_LU
function islowercase(c::Char)
    isascii(c) && return ('a' <= c) & (c <= 'z')
    (c == 'ª') | (c == 'º') && return true
    return category_code(c) == CAT_LL
end

# ---- case mapping (Unicode's simple, one-character mappings) ----
function case_map(c::Char, to_upper::Bool)
    ismalformed(c) && return c
    u = codepoint(c)
    if u >= 0x00000500
        category_high(u)        # the covered blocks up there have no case
        return c
    end
    role, partner = case_pair(u)
    role < 0 && unicode_unsupported(u)
    return role == (to_upper ? 2 : 1) ? Char(partner) : c
end
uppercase(c::Char) = isascii(c) ? (('a' <= c) & (c <= 'z') ? c - 32 : c) : case_map(c, true)
lowercase(c::Char) = isascii(c) ? (('A' <= c) & (c <= 'Z') ? c + 32 : c) : case_map(c, false)
# Titlecase differs from uppercase only for digraphs like ǅ, outside the covered blocks.
titlecase(c::Char) = uppercase(c)

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
# wordsep holds (any non-letter by default). Unlike Julia's, a combining mark
# after a letter also starts a word: there are no grapheme breaks here.
not_letter(c::Char) = !isletter(c)
function titlecase(s::AbstractString; wordsep::Function=not_letter, strict::Bool=true)
    io = IOBuffer()
    startword = true
    for c in s
        if wordsep(c)
            print(io, c)
            startword = true
        else
            print(io, startword ? titlecase(c) : strict ? lowercase(c) : c)
            startword = false
        end
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
# Controls, format characters and combining marks take no column; CJK and
# emoticons take two. (The symbols U+2600-U+27BF are left out: their widths
# depend on emoji presentation.)
function textwidth(c::Char)
    u = bitcast(UInt32, c)
    # a one-byte printable ASCII character, the common case, first
    (u >= 0x20000000) & (u < 0x7f000000) && (u & 0x00ffffff) == 0x00000000 && return 1
    ismalformed(c) && return 1
    isascii(c) && return c < ' ' || c == '\x7f' ? 0 : 1
    u = codepoint(c)
    u == 0x000000ad && return 1
    (u >= 0x00002600) & (u <= 0x000027bf) && unicode_unsupported(u)
    cat = category(u)
    (cat == CAT_CC) | (cat == CAT_CF) | (cat == CAT_MN) | (cat == CAT_ME) | (cat == CAT_ZL) | (cat == CAT_ZP) && return 0
    return u >= 0x00003000 && u != 0x0000fffd ? 2 : 1
end
function textwidth(s::AbstractString)
    w = 0
    for c in s
        w += textwidth(c)
    end
    return w
end
