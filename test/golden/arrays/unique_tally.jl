# tallying survey answers: unique, allunique, count, any/all, in, indexin, filter!, unique!
answers = ["yes", "no", "yes", "maybe", "no", "yes"]
choices = unique(answers)
println(choices, " ", length(choices), " ", allunique(answers), " ", allunique(choices))
tally = [count(==(c), answers) for c in choices]
println(tally, " ", sum(tally) == length(answers))
println(choices[argmax(tally)], " ", any(==("never"), answers), " ", all(!isempty, answers), " ", "no" in answers)
println(indexin(["maybe", "never"], choices), " ", findall(==("no"), answers), " ", count(x -> length(x) > 2, answers))
scores = [3, 1, 3, 2, 1, 3, 5]
println(unique(scores), " ", unique(x -> x % 2, scores), " ", unique(abs, [-1, 1, 2, -2, 3]))
s = copy(scores)
unique!(s)
println(s, " ", scores)
filter!(x -> x > 1, s)
println(s, " ", count(iseven, scores), " ", count([true, false, true]), " ", allunique(Int[]))
println(sort(unique(scores); rev = true), " ", extrema(scores), " ", sum(unique(scores)))
