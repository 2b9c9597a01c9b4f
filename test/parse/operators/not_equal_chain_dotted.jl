a .< b .< c
