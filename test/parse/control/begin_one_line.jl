begin a; b end
