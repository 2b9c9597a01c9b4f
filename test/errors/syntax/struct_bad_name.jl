struct 1
end
