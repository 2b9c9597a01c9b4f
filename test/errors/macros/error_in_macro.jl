macro checked(ex)
    ex isa Symbol || error("@checked wants a name")
    ex
end
x = 1
println(@checked x)
println(@checked 2)
