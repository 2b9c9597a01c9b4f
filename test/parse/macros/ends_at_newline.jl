@m a
b
