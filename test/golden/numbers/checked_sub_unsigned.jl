# Unsigned subtraction below zero; the values print in decimal.
println(Base.checked_sub(0x05, 0x03))
println(Base.checked_sub(0x03, 0x05))
