@inbounds for i in 1:n
    a[i] = 0
end
