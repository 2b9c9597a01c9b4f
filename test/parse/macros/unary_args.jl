@m a -b
