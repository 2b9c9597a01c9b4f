@m a b
