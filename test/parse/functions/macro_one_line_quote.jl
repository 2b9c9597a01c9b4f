macro m(x) :($x) end
