# BitSet: the ! forms, membership of negatives and of large numbers, and
# conversion to and from other collections.
s = BitSet([5, 1, 3])
union!(s, [10, 1])
println(s, " ", length(s))
setdiff!(s, [3])
println(s, " ", 3 in s, " ", 10 in s)
intersect!(s, BitSet(1:6))
println(s)
push!(s, -2, 1000)
println(collect(s), " ", minimum(s), " ", maximum(s), " ", -2 in s, " ", 999 in s)
t = BitSet()
for i in 0:3:12
    push!(t, i)
end
println(t, " ", sum(t), " ", length(t), " ", isempty(t))
println(union(t, [1]), " ", intersect(t, [3, 4, 6]), " ", setdiff(t, BitSet([0, 12])))
println(Set(BitSet([2, 1])) == Set([1, 2]), " ", BitSet(Set([4])), " ", [x for x in BitSet([3, 2]) if x > 2])
println(issubset(BitSet([3]), t), " ", BitSet([1, 2]) == BitSet([2, 1]), " ", copy(t) == t)
empty!(t)
println(t, " ", length(t))
