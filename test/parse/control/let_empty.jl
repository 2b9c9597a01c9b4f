let
    x
end
