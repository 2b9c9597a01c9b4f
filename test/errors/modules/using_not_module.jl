module A
f() = 1
end
using .A.f
