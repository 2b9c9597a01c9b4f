'\xce\xb1'
'\u03b1'
