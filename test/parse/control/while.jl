while i < n
    i += 1
end
