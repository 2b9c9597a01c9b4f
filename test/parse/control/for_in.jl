for i in 1:n
    s += i
end
