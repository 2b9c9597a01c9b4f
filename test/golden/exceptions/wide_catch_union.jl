# A caught exception whose type is one of many (more than a call is split
# over): === and isa test its tag against every member, not just some.
struct E0 <: Exception; x::Int; end
struct E1 <: Exception; x::Int; end
struct E2 <: Exception; x::Int; end
struct E3 <: Exception; x::Int; end
struct E4 <: Exception; x::Int; end
struct E5 <: Exception; x::Int; end
struct E6 <: Exception; x::Int; end
struct E7 <: Exception; x::Int; end
struct E8 <: Exception; x::Int; end
struct E9 <: Exception; x::Int; end
struct E10 <: Exception; x::Int; end
struct E11 <: Exception; x::Int; end
struct E12 <: Exception; x::Int; end
struct E13 <: Exception; x::Int; end
struct E14 <: Exception; x::Int; end
struct E15 <: Exception; x::Int; end
struct E16 <: Exception; x::Int; end
struct E17 <: Exception; x::Int; end
struct E18 <: Exception; x::Int; end
struct E19 <: Exception; x::Int; end
function thrower(k)
    k == 0 && throw(E0(0))
    k == 1 && throw(E1(1))
    k == 2 && throw(E2(2))
    k == 3 && throw(E3(3))
    k == 4 && throw(E4(4))
    k == 5 && throw(E5(5))
    k == 6 && throw(E6(6))
    k == 7 && throw(E7(7))
    k == 8 && throw(E8(8))
    k == 9 && throw(E9(9))
    k == 10 && throw(E10(10))
    k == 11 && throw(E11(11))
    k == 12 && throw(E12(12))
    k == 13 && throw(E13(13))
    k == 14 && throw(E14(14))
    k == 15 && throw(E15(15))
    k == 16 && throw(E16(16))
    k == 17 && throw(E17(17))
    k == 18 && throw(E18(18))
    k == 19 && throw(E19(19))
    return 0
end
function err(k)
    try
        thrower(k)
        nothing
    catch e
        e
    end
end
for k in (0, 7, 19, 20)
    e = err(k)
    println(k, " ", e === nothing, " ", e isa E7, " ", e isa Exception, " ", e isa Union{E0, E19})
end
