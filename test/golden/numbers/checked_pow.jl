# Base.checked_pow and the other checked operations, with Julia's OverflowError
# messages (checked_pow squares as Julia's power_by_squaring, so the message
# names the product that overflowed; checked_neg is 0 - x).
import Base: checked_add, checked_sub, checked_mul, checked_neg, checked_abs, checked_div, checked_rem, checked_fld, checked_mod, checked_cld, checked_pow
function tryit(f, args...)
    try
        println(repr(f(args...)))
    catch e
        showerror(stdout, e); println()
    end
end
tryit(checked_pow, 2, 62)
tryit(checked_pow, 2, 63)
tryit(checked_pow, 3, 40)
tryit(checked_pow, -2, 63)
tryit(checked_pow, 10, 19)
tryit(checked_pow, Int8(2), 7)
tryit(checked_pow, 0x02, 8)
tryit(checked_pow, 2, -1)
tryit(checked_pow, -1, -3)
tryit(checked_pow, 7, 0)
tryit(checked_add, true, true)
tryit(checked_neg, true)
tryit(checked_mul, true, false)
tryit(checked_div, true, false)
tryit(checked_add, typemax(Int), 1)
tryit(checked_sub, 0x00, 0x01)
tryit(checked_mul, Int32(65536), Int32(32768))
tryit(checked_neg, typemin(Int16))
tryit(checked_abs, typemin(Int8))
tryit(checked_div, typemin(Int), -1)
tryit(checked_cld, 7, 2)
tryit(checked_fld, -7, 2)
tryit(checked_mod, -7, 3)
tryit(checked_rem, -7, 3)
tryit(checked_add, 1, 2, 3, 4)
tryit(checked_mul, 2, 3, 4)
tryit(checked_add, 5)
tryit(checked_add, UInt(4), UInt8(3))
tryit(checked_neg, 0x03)
