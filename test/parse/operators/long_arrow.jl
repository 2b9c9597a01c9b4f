a --> b
