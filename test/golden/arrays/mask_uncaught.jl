# selecting rows of a dataset by a mask computed from a different column length
ages = [34, 17, 52, 41, 23]
names = ["ann", "bob", "cy", "dee", "eve"]
adult = ages .>= 18
println(names[adult], " ", ages[adult], " ", count(adult))
println(names[.!adult], " ", sum(ages[adult]) / count(adult))
ids = [101, 102, 103, 104]
println(ids[adult])
