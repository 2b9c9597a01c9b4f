@. a + b
