# Float64^Int uses Julia's compensated power by squaring, which rounds the
# true power correctly where repeated multiplication would not.
println(1.1^10, " ", 1.5^-7, " ", 3.0^40, " ", 0.1^3, " ", 2.0^-1074)
println(10.0^-5, " ", 10.0^22, " ", 0.99^1000, " ", 1.01^-50, " ", 7.0^-3, " ", (-1.1)^5)
println(0.5^1100, " ", 2.0^1024, " ", (-2.0)^1023, " ", 1.0^1000000, " ", (-1.0)^1000001)
println(1.0000001^1000000, " ", 1.0001^25000)
n = 20
println(1.1^n, " ", 2.0^0, " ", 0.0^0, " ", NaN^0, " ", Inf^-1, " ", 0.0^-1, " ", (-0.0)^-3)
r = 1.0
for i in 1:20
    global r *= 1.1
end
println(r, " ", r == 1.1^20, " ", 0.9^7, " ", 1.1^11)
