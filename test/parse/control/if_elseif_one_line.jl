if a 1 elseif b 2 else 3 end
