open(f) do
    g()
end
