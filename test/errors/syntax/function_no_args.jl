function f
    1
end
