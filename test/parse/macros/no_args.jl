@m
