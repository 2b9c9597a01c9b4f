a .+ b .+ c
