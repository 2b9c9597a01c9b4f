catch e
