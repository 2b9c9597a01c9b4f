# SHA-256 (FIPS 180-4), which Random uses to turn a seed into a generator
# state as Julia does. The round constants are the first 32 bits of the
# fractional parts of the cube roots of the first 64 primes, the initial
# hash those of the square roots of the first 8 primes.

const SHA256_K = UInt32[
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]

rotr32(x::UInt32, k::Int) = (x >>> k) | (x << (32 - k))

# The 32-byte digest of msg.
function sha256(msg::Vector{UInt8})
    h = UInt32[0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    # padding: 0x80, zeros to 56 mod 64, the bit length big-endian
    data = copy(msg)
    push!(data, 0x80)
    while length(data) % 64 != 56
        push!(data, 0x00)
    end
    bits = UInt64(length(msg)) * 8
    for k in 7:-1:0
        push!(data, (bits >> (8k)) % UInt8)
    end
    w = Vector{UInt32}(undef, 64)
    for block in 0:(length(data) ÷ 64 - 1)
        for t in 1:16
            at = 64block + 4(t - 1)
            w[t] = (UInt32(data[at + 1]) << 24) | (UInt32(data[at + 2]) << 16) |
                   (UInt32(data[at + 3]) << 8) | UInt32(data[at + 4])
        end
        for t in 17:64
            s0 = xor(rotr32(w[t - 15], 7), rotr32(w[t - 15], 18), w[t - 15] >>> 3)
            s1 = xor(rotr32(w[t - 2], 17), rotr32(w[t - 2], 19), w[t - 2] >>> 10)
            w[t] = w[t - 16] + s0 + w[t - 7] + s1
        end
        a, b, c, d, e, f, g, hh = h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]
        for t in 1:64
            S1 = xor(rotr32(e, 6), rotr32(e, 11), rotr32(e, 25))
            ch = xor(e & f, ~e & g)
            t1 = hh + S1 + ch + SHA256_K[t] + w[t]
            S0 = xor(rotr32(a, 2), rotr32(a, 13), rotr32(a, 22))
            maj = xor(a & b, a & c, b & c)
            t2 = S0 + maj
            hh, g, f, e, d, c, b, a = g, f, e, d + t1, c, b, a, t1 + t2
        end
        h[1] += a; h[2] += b; h[3] += c; h[4] += d
        h[5] += e; h[6] += f; h[7] += g; h[8] += hh
    end
    digest = Vector{UInt8}(undef, 32)
    for i in 1:8, k in 0:3
        digest[4(i - 1) + k + 1] = (h[i] >> (24 - 8k)) % UInt8
    end
    digest
end
