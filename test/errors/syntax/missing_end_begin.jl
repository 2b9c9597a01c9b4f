x = begin
    1
