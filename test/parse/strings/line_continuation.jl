"a\
   b"
