f(:a, :b)
