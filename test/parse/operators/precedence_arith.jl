a + b * c ^ d
