c = 'ab'
