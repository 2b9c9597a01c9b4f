struct E end
