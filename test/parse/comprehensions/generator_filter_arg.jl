sum(x for x in xs if isodd(x))
