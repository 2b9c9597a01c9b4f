@m a - b
