macro m(ex)
    esc(ex)
end
