println("a",
        1
