f(x) where
