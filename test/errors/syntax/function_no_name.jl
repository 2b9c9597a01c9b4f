function
end
