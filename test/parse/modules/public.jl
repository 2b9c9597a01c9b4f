public f, g
