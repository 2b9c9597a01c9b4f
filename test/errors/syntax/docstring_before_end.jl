"doc"
end
