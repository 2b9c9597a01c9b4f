if a
end
