# totals of filtered orders: a generator over nothing has no sum without init
orders = [(item = "pen", qty = 3, price = 1.5), (item = "ink", qty = 1, price = 7.25)]
total(cond) = sum(o.qty * o.price for o in orders if cond(o))
println(total(o -> true), " ", total(o -> o.qty > 2))
println(sum((o.qty * o.price for o in orders if o.qty > 5); init = 0.0))
println(total(o -> o.item == "nib"))
