global x += 1
local a, b
