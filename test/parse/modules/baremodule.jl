baremodule B
end
