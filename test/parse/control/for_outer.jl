for outer i in 1:3
end
