# A negative value into a narrower unsigned type fails the round trip.
function tobyte(x)
    return UInt8(x)
end
println(tobyte(255))
println(tobyte(-1))
