#!/usr/bin/env python3
"""Generate runtime/unicode_table.h from the Unicode Character Database.

Usage: tools/gen_unicode.py [UCD-DIR] > runtime/unicode_table.h
       tools/gen_unicode.py --isprint [UCD-DIR] > runtime/unicode_print_table.h
       tools/gen_unicode.py --graphemes [UCD-DIR] > runtime/unicode_grapheme_table.h
(UCD-DIR defaults to /usr/share/unicode, Debian's unicode-data package.)

Julia answers character questions through utf8proc; this reproduces the
properties it uses, derived as utf8proc's own generator derives them:
- the general category, numbered as utf8proc numbers it;
- the simple case mappings, with utf8proc's two departures from
  UnicodeData.txt: ß uppercases and titlecases to ẞ, and a letter in the
  Lowercase (Uppercase) property without mappings maps to itself, so that
- islower is "has an uppercase mapping but no lowercase one" and isupper
  the reverse (titlecase letters excluded), which is how utf8proc tests them;
- the column width: 0 for marks, separators of lines and paragraphs,
  controls, format characters and surrogates, 2 for East Asian Wide and
  Fullwidth, 1 otherwise (also for unassigned code points).

The table lists the distinct property records and the runs of code points
that share one, sorted by their first code point (about 3,000 runs, found
by binary search). A run may alternate between two records, as the upper-
and lowercase letters of Latin Extended-A do: it is written as two entries
with the same first code point, the second one marked.

With --isprint, the table of isprint alone (categories Lu to Zs), for the
programs that only show characters (an error message quoting a Char): the
lengths of the runs of code points from U+0000 on, alternately not
printable and printable, as variable-length integers (about 1,400 runs in
1.5 KB), with the first code point and offset of every 64th run, where a
search starts.

With --graphemes, the table of the grapheme cluster break property
(auxiliary/GraphemeBreakProperty.txt, and Extended_Pictographic from
emoji/emoji-data.txt) that titlecase's word starts follow, as utf8proc
derives its boundclass: runs of code points sharing a class, the Hangul
syllables left out (their class, LV or LVT, is arithmetic).
"""
import sys, re

ISPRINT = "--isprint" in sys.argv[1:]
GRAPHEMES = "--graphemes" in sys.argv[1:]
args = [a for a in sys.argv[1:] if a not in ("--isprint", "--graphemes")]
UCD = args[0] if args else "/usr/share/unicode"
BLOCK = 256  # code points per block; measured smallest total for 64..512

CATEGORIES = ["Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No",
              "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So",
              "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co"]

def ranges(name):
    """(first, last, value) for each data line of a UCD range file."""
    with open(f"{UCD}/{name}", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            cps, value = [x.strip() for x in line.split(";")[:2]]
            lo, _, hi = cps.partition("..")
            yield int(lo, 16), int(hi or lo, 16), value

def property_set(name, prop):
    s = set()
    for lo, hi, value in ranges(name):
        if value == prop:
            s.update(range(lo, hi + 1))
    return s

lowercase = property_set("DerivedCoreProperties.txt", "Lowercase")
uppercase = property_set("DerivedCoreProperties.txt", "Uppercase")
wide = set()
for lo, hi, value in ranges("EastAsianWidth.txt"):
    if value in ("W", "F"):
        wide.update(range(lo, hi + 1))

# code point -> (category, upper, lower, title) for every assigned character
chars = {}
with open(f"{UCD}/UnicodeData.txt", encoding="utf-8") as f:
    first = None
    for line in f:
        fields = line.rstrip("\n").split(";")
        cp, name, cat = int(fields[0], 16), fields[1], fields[2]
        up, low, title = (int(x, 16) if x else None for x in fields[12:15])
        if cp == 0xDF:
            up = title = 0x1E9E
        if up is None and low is None:
            if cp in lowercase:
                up = cp
            elif cp in uppercase:
                low = cp
        entry = (cat, up, low, title)
        if name.endswith(", First>"):
            first = cp
            continue
        lo = first if name.endswith(", Last>") else cp
        for c in range(lo, cp + 1):
            chars[c] = entry
        first = None

def record(cp):
    """(category, upper delta, lower delta, title delta, flags) of cp."""
    if cp not in chars:
        return (0, 0, 0, 0, 1 << 2)
    cat, up, low, title = chars[cp]
    is_lower = up is not None and low is None
    is_upper = low is not None and up is None and cat != "Lt"
    if cat == "Mn":
        width = 0
    elif cp in wide:
        width = 2
    elif cat in ("Mc", "Me", "Zl", "Zp", "Cc", "Cf", "Cs"):
        width = 0
    else:
        width = 1
    if cp == 0xAD:          # the soft hyphen shows as a hyphen
        width = 1
    delta = lambda m: 0 if m is None else m - cp
    return (CATEGORIES.index(cat), delta(up), delta(low), delta(title),
            is_lower | is_upper << 1 | width << 2)

records, record_index = [], {}
def index_of(r):
    if r not in record_index:
        record_index[r] = len(records)
        records.append(r)
    return record_index[r]

END = 0x110000

def write_isprint_table(out):
    printable = [chars[c][0] in CATEGORIES[1:24] if c in chars else False for c in range(END)]
    lengths, i = [], 0
    while i < END:              # U+0000 is a control: the first run is not printable
        j = i
        while j < END and printable[j] == (len(lengths) % 2 == 1):
            j += 1
        lengths.append(j - i)
        i = j
    data, marks, first = [], [], 0
    for k, n in enumerate(lengths):
        if k % MARK_EVERY == 0:
            marks.append((first, len(data)))
        first += n
        while True:             # 7 bits a byte, low ones first; the high bit: more follow
            data.append(n & 0x7f | (0x80 if n >= 0x80 else 0))
            n >>= 7
            if n == 0:
                break
    out.write("/* Generated by tools/gen_unicode.py --isprint from the Unicode Character\n"
              " * Database (UnicodeData.txt); do not edit. */\n\n")
    out.write("/* the first code point and byte offset of every %dth run */\n" % MARK_EVERY)
    out.write("static const UcPrintMark uc_print_marks[] = {\n")
    for cp, off in marks:
        out.write("    {0x%05x, %d},\n" % (cp, off))
    out.write("};\n\n")
    out.write("/* run lengths, alternately not printable and printable, from U+0000 */\n")
    out.write("static const uint8_t uc_print_runs[] = {\n")
    for i in range(0, len(data), 16):
        out.write("    " + ", ".join("%d" % b for b in data[i:i + 16]) + ",\n")
    out.write("};\n")
    sys.stderr.write(f"{len(lengths)} runs: {len(data)} bytes and {len(marks)} marks\n")

# numbered as runtime/unicode.c's enum grapheme_class (0: any other)
GRAPHEME_CLASSES = ["Other", "CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator",
                    "Prepend", "SpacingMark", "L", "V", "T", "LV", "LVT", "Extended_Pictographic"]

def write_grapheme_table(out):
    cls = [0] * END
    for lo, hi, value in ranges("auxiliary/GraphemeBreakProperty.txt"):
        for c in range(lo, hi + 1):
            cls[c] = GRAPHEME_CLASSES.index(value)
    for lo, hi, value in ranges("emoji/emoji-data.txt"):
        if value == "Extended_Pictographic":
            for c in range(lo, hi + 1):
                assert cls[c] == 0
                cls[c] = GRAPHEME_CLASSES.index(value)
    for c in range(0xAC00, 0xD7A4):     # unicode.c computes these
        assert cls[c] == (12 if (c - 0xAC00) % 28 == 0 else 13)
        cls[c] = 0
    entries = [c << 8 | cls[c] for c in range(END) if c == 0 or cls[c] != cls[c - 1]]
    out.write("/* Generated by tools/gen_unicode.py --graphemes from the Unicode Character\n"
              " * Database (GraphemeBreakProperty.txt, emoji-data.txt); do not edit. */\n\n")
    out.write("/* first code point << 8 | grapheme class, of each run */\n")
    out.write("static const uint32_t uc_grapheme_runs[] = {\n")
    for i in range(0, len(entries), 8):
        out.write("    " + ", ".join("0x%08x" % e for e in entries[i:i + 8]) + ",\n")
    out.write("};\n")
    sys.stderr.write(f"{len(entries)} grapheme runs: {len(entries) * 4} bytes\n")

if GRAPHEMES:
    write_grapheme_table(sys.stdout)
    sys.exit(0)

MARK_EVERY = 64  # even, so that every mark starts a run that is not printable
if ISPRINT:
    # base/strings/unicode.jl's isspace writes the space separators out
    assert sorted(c for c in chars if chars[c][0] == "Zs") == \
        [0x20, 0xA0, 0x1680] + list(range(0x2000, 0x200B)) + [0x202F, 0x205F, 0x3000]
    write_isprint_table(sys.stdout)
    sys.exit(0)

rec = [index_of(record(c)) for c in range(END)]
assert len(records) <= 0x100

# (first code point, record, alternate record or None), covering 0..END-1
runs = []
i = 0
while i < END:
    j = i + 1
    while j < END and rec[j] == rec[i]:
        j += 1
    alt = None
    if j == i + 1 and j < END:
        k = i
        while k < END and rec[k] == rec[i + (k - i) % 2]:
            k += 1
        if k - i >= 4:          # shorter alternations are cheaper as plain runs
            alt, j = rec[i + 1], k
    runs.append((i, rec[i], alt))
    i = j

entries = []
for start, r, alt in runs:
    entries.append(start << 9 | r)
    if alt is not None:
        entries.append(start << 9 | 1 << 8 | alt)

out = sys.stdout
out.write("/* Generated by tools/gen_unicode.py from the Unicode Character Database\n"
          " * (UnicodeData.txt, DerivedCoreProperties.txt, EastAsianWidth.txt); do not edit. */\n\n")
out.write("/* category, flags (1 islower, 2 isupper, 4 * width), upper, lower and title deltas */\n")
out.write("static const UcRecord uc_records[] = {\n")
for cat, up, low, title, flags in records:
    out.write("    {%d, %d, %d, %d, %d},\n" % (cat, flags, up, low, title))
out.write("};\n\n")
out.write("/* first code point << 9 | alternate << 8 | record */\n")
out.write("static const uint32_t uc_runs[] = {\n")
for i in range(0, len(entries), 8):
    out.write("    " + ", ".join("0x%08x" % e for e in entries[i:i + 8]) + ",\n")
out.write("};\n")
sys.stderr.write(f"{len(records)} records, {len(entries)} run entries: "
                 f"{len(records) * 16 + len(entries) * 4} bytes\n")
