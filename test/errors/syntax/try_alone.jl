try
    x
end
