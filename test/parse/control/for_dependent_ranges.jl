for i in 1:10, j in i:10
end
