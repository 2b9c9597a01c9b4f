a ~ b
