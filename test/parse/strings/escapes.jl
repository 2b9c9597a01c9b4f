"a\tb\nc\\d\"e"
