result = map(1:3) do i
    i * 2
end
squares = [i^2 for i in result if i > 2]
