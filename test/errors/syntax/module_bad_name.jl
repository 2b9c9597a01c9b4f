module 1
end
