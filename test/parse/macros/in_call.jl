f(@m x)
