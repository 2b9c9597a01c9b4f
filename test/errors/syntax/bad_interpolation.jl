s = "cost: $ 5"
