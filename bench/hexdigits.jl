# Integers printed and parsed in base 16: N pseudo-random UInt32s (a 32-bit
# linear congruential generator, wrapping as UInt32 arithmetic does) are each
# written as a hexadecimal string and parsed back; the checksum is the sum of
# the parsed values and of the string lengths.
const N = 3_000_000 # QUICK=200_000

function main()
    x = 0x2545f491
    total = 0
    len = 0
    for i in 1:N
        x = x * 0x0019660d + 0x3c6ef35f
        s = string(x, base=16)
        total += Int(parse(UInt32, s, base=16))
        len += length(s)
    end
    println(total, " ", len)
end
