using Base.Iterators: take, drop
