"sum: $(a + b)!"
