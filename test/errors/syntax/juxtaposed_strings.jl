x = "a" "b"
