module Geometry
export area
using Base: sqrt
area(r) = π * r^2
end
