# Monte Carlo estimate of pi: N points drawn with Marsaglia's xorshift64
# (13, 7, 17), counting those inside the unit quarter circle.
const N = 20_000_000 # QUICK=1_000_000
const SCALE = 2.0^-53   # turns the top 53 bits of a state into a Float64 in [0, 1)

function xorshift(x::Int)
    x ⊻= x << 13
    x ⊻= x >>> 7
    x ⊻= x << 17
    return x
end

function main()
    state = 88172645463325252
    inside = 0
    for i in 1:N
        state = xorshift(state)
        u = (state >>> 11) * SCALE
        state = xorshift(state)
        v = (state >>> 11) * SCALE
        if u * u + v * v < 1.0
            inside += 1
        end
    end
    println(inside, " ", 4 * inside / N, " ", state)
end
