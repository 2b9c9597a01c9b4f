a .+ b
a .* b
.-x
a .== b
