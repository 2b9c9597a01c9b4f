A{T, S} where T where S
