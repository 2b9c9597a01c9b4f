"a"; b
