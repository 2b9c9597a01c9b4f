[x for x in xs if x > 0]
