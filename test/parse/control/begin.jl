begin
    a
    b
end
