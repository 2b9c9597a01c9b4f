public = 4
public(x) = x
