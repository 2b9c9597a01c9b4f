# A 2-D lattice random walk of N steps driven by the MINSTD Lehmer generator
# (s -> 48271 s mod 2^31-1); prints where it ends, its farthest Manhattan
# distance from the origin and the final generator state.
const N = 30_000_000 # QUICK=2_000_000

next_state(s::Int) = (s * 48271) % 2147483647

function main()
    s = 42
    x = 0
    y = 0
    farthest = 0
    for step in 1:N
        s = next_state(s)
        dir = (s >> 16) & 3   # the low bits of a Lehmer generator are weak
        if dir == 0
            x += 1
        elseif dir == 1
            x -= 1
        elseif dir == 2
            y += 1
        else
            y -= 1
        end
        farthest = max(farthest, abs(x) + abs(y))
    end
    println(x, " ", y, " ", farthest, " ", s)
end
