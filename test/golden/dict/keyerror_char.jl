# A Set has no such element: pop! throws a KeyError.
s = Set(['a', 'b'])
pop!(s, 'z')
