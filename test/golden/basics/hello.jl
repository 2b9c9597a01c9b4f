println("Hello, World!")
