# A SubString hashes as the equal String: the words of split() count in a
# Dict keyed by either, and a Set of them holds each word once.
text = "the cat and the dog and the bird"
counts = Dict{String, Int}()
for w in split(text)
    counts[w] = get(counts, w, 0) + 1
end
println(sort(collect(counts)))
subs = Dict{SubString{String}, Int}()
for w in split(text)
    subs[w] = get(subs, w, 0) + 1
end
println(subs["the"], " ", subs[SubString("bird", 1)], " ", haskey(subs, "cat"))
println(hash(SubString("xabcx", 2, 4)) == hash("abc"))
println(hash(SubString("héllo", 1, 2), UInt64(7)) == hash("hé", UInt64(7)))
s = Set(split("a b a c b"))
println(length(s), " ", "a" in s, " ", "d" in s)
println(sort(collect(s)))
