x = 1
#= never
closed
