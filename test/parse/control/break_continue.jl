while true
    if x
        break
    end
    continue
end
