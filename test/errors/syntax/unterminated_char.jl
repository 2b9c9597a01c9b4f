c = 'a
