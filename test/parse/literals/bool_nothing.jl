true
false
nothing
