# n-body as Julia users often write it: an immutable 3-vector type with its
# own arithmetic, bodies as a Vector of mutable structs holding two of them,
# updated with `-=`/`+=`, and the distance from `sum(abs2, ...)`-style helpers.
const N = 5_000_000 # QUICK=500_000
const SOLAR_MASS = 4 * pi^2
const DAYS_PER_YEAR = 365.24

struct Vec3
    x::Float64
    y::Float64
    z::Float64
end

Base.:+(a::Vec3, b::Vec3) = Vec3(a.x + b.x, a.y + b.y, a.z + b.z)
Base.:-(a::Vec3, b::Vec3) = Vec3(a.x - b.x, a.y - b.y, a.z - b.z)
Base.:*(a::Vec3, s::Float64) = Vec3(a.x * s, a.y * s, a.z * s)
Base.:*(s::Float64, a::Vec3) = a * s
dot(a::Vec3, b::Vec3) = a.x * b.x + a.y * b.y + a.z * b.z

mutable struct Body
    pos::Vec3
    vel::Vec3
    mass::Float64
end

Body(x, y, z, vx, vy, vz, mass) =
    Body(Vec3(x, y, z), Vec3(vx, vy, vz) * DAYS_PER_YEAR, mass * SOLAR_MASS)

function advance!(bodies::Vector{Body}, dt::Float64)
    for i in eachindex(bodies)
        bi = bodies[i]
        for j in i+1:length(bodies)
            bj = bodies[j]
            d = bi.pos - bj.pos
            dsq = dot(d, d)
            mag = dt / (dsq * sqrt(dsq))
            bi.vel -= d * (bj.mass * mag)
            bj.vel += d * (bi.mass * mag)
        end
    end
    for b in bodies
        b.pos += dt * b.vel
    end
end

function energy(bodies::Vector{Body})
    e = 0.0
    for i in eachindex(bodies)
        bi = bodies[i]
        e += 0.5 * bi.mass * dot(bi.vel, bi.vel)
        for j in i+1:length(bodies)
            d = bi.pos - bodies[j].pos
            e -= bi.mass * bodies[j].mass / sqrt(dot(d, d))
        end
    end
    return e
end

function offset_momentum!(bodies::Vector{Body})
    p = Vec3(0.0, 0.0, 0.0)
    for b in bodies
        p += b.vel * b.mass
    end
    bodies[1].vel = p * (-1 / SOLAR_MASS)
end

function main()
    bodies = [
        Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
        Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
             1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
             9.54791938424326609e-04),
        Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
             -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
             2.85885980666130812e-04),
        Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
             2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
             4.36624404335156298e-05),
        Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
             2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
             5.15138902046611451e-05)]
    offset_momentum!(bodies)
    println(energy(bodies))
    for _ in 1:N
        advance!(bodies, 0.01)
    end
    println(energy(bodies))
end

main()
