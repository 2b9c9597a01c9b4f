const N = 10
global g
local a = 1
global x, y
