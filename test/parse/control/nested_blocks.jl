for i in xs
    while c
        if d
            e
        end
    end
end
