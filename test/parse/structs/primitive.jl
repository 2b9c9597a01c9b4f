primitive type U8 8 end
