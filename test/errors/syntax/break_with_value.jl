while true
    break x
end
