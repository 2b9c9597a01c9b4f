# regex-redux (the Benchmarks Game's): strip the FASTA headers and newlines,
# count the matches of the variant patterns, then apply the substitutions in turn
function main()
    seq = read(stdin, String)
    ilen = length(seq)
    seq = replace(seq, r">.*\n|\n" => "")
    clen = length(seq)
    variants = [r"agggtaaa|tttaccct"i, r"[cgt]gggtaaa|tttaccc[acg]"i,
                r"a[act]ggtaaa|tttacc[agt]t"i, r"ag[act]gtaaa|tttac[agt]ct"i,
                r"agg[act]taaa|ttta[agt]cct"i, r"aggg[acg]aaa|ttt[cgt]ccct"i,
                r"agggt[cgt]aa|tt[acg]accct"i, r"agggta[cgt]a|t[acg]taccct"i,
                r"agggtaa[cgt]|[acg]ttaccct"i]
    for v in variants
        c = 0
        for m in eachmatch(v, seq)
            c += 1
        end
        println(v.pattern, " ", c)
    end
    subs = [r"tHa[Nt]" => "<4>", r"aND|caN|Ha[DS]|WaS" => "<3>", r"a[NSt]|BY" => "<2>",
            r"<[^>]*>" => "|", r"\|[^|][^|]*\|" => "-"]
    for (u, v) in subs
        seq = replace(seq, u => v)
    end
    println()
    println(ilen)
    println(clen)
    println(length(seq))
    println(seq)
end
