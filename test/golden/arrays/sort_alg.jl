v = [3, 1, 2, 5, 4]
println(sort(v; alg=InsertionSort))
println(sort(v; alg=MergeSort, rev=true))
println(sort(v; alg=QuickSort))
println(sort(v; alg=PartialQuickSort(2))[1:2])
println(sortperm(v; alg=MergeSort))
println(MergeSort, " ", InsertionSort, " ", QuickSort)
println(MergeSort isa Base.Sort.Algorithm)
recs = [("b", 2), ("a", 1), ("c", 2), ("d", 1), ("e", 2)]
println(sort(recs; by=last, alg=MergeSort))
println(sort(recs; by=last, alg=InsertionSort))
println(sort(recs; by=last))
println(sort(recs; by=last, rev=true, alg=MergeSort))
w = copy(recs); sort!(w; lt=(a, b) -> a[2] < b[2], alg=InsertionSort); println(w)
println(sortperm(recs; by=last, alg=QuickSort))
println(sort(["pear", "Fig", "apple", "kiwi"]; by=lowercase, alg=MergeSort))
println(sort(1:5; alg=MergeSort, rev=true))
# a longer vector, past the insertion-sort runs, by key with ties
n = 100
ks = [(i * 37) % 7 for i in 1:n]
p = sortperm(ks; alg=MergeSort)
println(all(i -> ks[p[i]] < ks[p[i + 1]] || (ks[p[i]] == ks[p[i + 1]] && p[i] < p[i + 1]), 1:n-1))
pairs_ = [(ks[i], i) for i in 1:n]
s = sort(pairs_; by=first)
println(s == sort(pairs_; by=first, alg=MergeSort) == sort(pairs_))
println(s[1:4])
f = [3.5, -1.0, 2.25, 0.0, -7.5]
sort!(f; alg=QuickSort); println(f)
sort!(f; alg=InsertionSort, rev=true); println(f)
println(issorted(sort([9, 8, 7, 1, 2, 3]; alg=PartialQuickSort(1:3))[1:3]))
