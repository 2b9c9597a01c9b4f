# a comment
x = 1 # trailing
#= block
   comment =# y
