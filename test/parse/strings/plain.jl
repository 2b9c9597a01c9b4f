"hello"
