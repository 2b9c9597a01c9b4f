for i 1:10
end
