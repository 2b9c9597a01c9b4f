#= outer #= inner =# still comment =#
x
