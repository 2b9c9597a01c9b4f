# display of the lazy transpose and adjoint, as Julia 1.11 shows them
a = [1 2; 3 4]
display(transpose(a))
display(a')
display([1.0, 2.0]')
display(transpose([1, 2]))
