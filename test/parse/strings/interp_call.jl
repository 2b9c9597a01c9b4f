"n = $(length(xs)) items"
