a * b * c * d
