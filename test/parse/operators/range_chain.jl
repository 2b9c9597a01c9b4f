a:b:c:d
