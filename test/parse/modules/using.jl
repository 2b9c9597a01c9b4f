using A
