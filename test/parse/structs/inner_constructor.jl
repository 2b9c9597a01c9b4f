struct Box
    v::Int
    Box(v) = new(v)
end
