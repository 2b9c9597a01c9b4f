raw"a\b"
b"\x00"
v"1.2.3"
raw"\\\""
