for
end
