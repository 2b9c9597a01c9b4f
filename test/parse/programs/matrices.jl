# Array syntax of every kind
using LinearAlgebra: dot, norm as euclid

const I3 = [1 0 0; 0 1 0; 0 0 1]
A = Float64[1 2
            3 4]
B = [A A; A A]
v = [1, 2, 3]
w = [x^2 for x in v if isodd(x)]
grid = [(i, j) for i in 1:3, j in 1:2]
cube = [1 2; 3 4;;; 5 6; 7 8]
col = [1;; 2;; 3]
empty = Int[]
flat = [a for row in B for a in row]
total = sum(x -> x * 2, v; init=0)
v .+= 1
u = v .* 2 .- 1
mask = (u .> 2) .&& (u .< 10)
s = A[end, begin] + B[2:end, :][1]
n = euclid(v) ≈ sqrt(dot(v, v))
t = A'
@assert size(B) == (4, 4) "B is 4×4"
