y = if x 1 else 2 end
