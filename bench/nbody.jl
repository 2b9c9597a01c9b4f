# The n-body benchmark from the Computer Language Benchmarks Game: the Sun and
# the four gas giants, integrated with a symplectic Euler step of DT for N
# steps.  Prints the total energy before and after.
const N = 5_000_000 # QUICK=500_000
const DT = 0.01
const PI = 3.141592653589793
const SOLAR_MASS = 4 * PI * PI
const DAYS_PER_YEAR = 365.24

mutable struct Body
    x::Float64
    y::Float64
    z::Float64
    vx::Float64
    vy::Float64
    vz::Float64
    mass::Float64
end

# A planet from its position (AU), velocity (AU/day) and mass (solar masses).
# (Tuple{Float64, Float64, Float64} rather than NTuple{3, Float64}: jlc has no NTuple yet.)
function Body(pos::Tuple{Float64, Float64, Float64}, vel::Tuple{Float64, Float64, Float64}, mass::Float64)
    Body(pos[1], pos[2], pos[3],
         vel[1] * DAYS_PER_YEAR, vel[2] * DAYS_PER_YEAR, vel[3] * DAYS_PER_YEAR,
         mass * SOLAR_MASS)
end

function solar_system()
    bodies = Body[]
    push!(bodies, Body((0.0, 0.0, 0.0), (0.0, 0.0, 0.0), 1.0))        # Sun
    push!(bodies, Body((4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01),
                       (1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05),
                       9.54791938424326609e-04))                       # Jupiter
    push!(bodies, Body((8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01),
                       (-2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05),
                       2.85885980666130812e-04))                       # Saturn
    push!(bodies, Body((1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01),
                       (2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05),
                       4.36624404335156298e-05))                       # Uranus
    push!(bodies, Body((1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01),
                       (2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05),
                       5.15138902046611451e-05))                       # Neptune
    return bodies
end

# Give the Sun the momentum that makes the system's total zero.
function offset_momentum!(bodies::Vector{Body})
    px = 0.0
    py = 0.0
    pz = 0.0
    for b in bodies
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    end
    sun = bodies[1]
    sun.vx = -px / SOLAR_MASS
    sun.vy = -py / SOLAR_MASS
    sun.vz = -pz / SOLAR_MASS
    return bodies
end

function energy(bodies::Vector{Body})
    e = 0.0
    n = length(bodies)
    for i in 1:n
        bi = bodies[i]
        e += 0.5 * bi.mass * (bi.vx * bi.vx + bi.vy * bi.vy + bi.vz * bi.vz)
        for j in i+1:n
            bj = bodies[j]
            dx = bi.x - bj.x
            dy = bi.y - bj.y
            dz = bi.z - bj.z
            e -= bi.mass * bj.mass / sqrt(dx * dx + dy * dy + dz * dz)
        end
    end
    return e
end

# (Spelled b.vx = b.vx - ... because jlc does not take `b.vx -= ...` yet.)
function advance!(bodies::Vector{Body}, dt::Float64)
    n = length(bodies)
    @inbounds for i in 1:n
        bi = bodies[i]
        for j in i+1:n
            bj = bodies[j]
            dx = bi.x - bj.x
            dy = bi.y - bj.y
            dz = bi.z - bj.z
            dsq = dx * dx + dy * dy + dz * dz
            mag = dt / (dsq * sqrt(dsq))
            bi.vx = bi.vx - dx * bj.mass * mag
            bi.vy = bi.vy - dy * bj.mass * mag
            bi.vz = bi.vz - dz * bj.mass * mag
            bj.vx = bj.vx + dx * bi.mass * mag
            bj.vy = bj.vy + dy * bi.mass * mag
            bj.vz = bj.vz + dz * bi.mass * mag
        end
    end
    for b in bodies
        b.x = b.x + dt * b.vx
        b.y = b.y + dt * b.vy
        b.z = b.z + dt * b.vz
    end
    return bodies
end

function main()
    bodies = offset_momentum!(solar_system())
    println(energy(bodies))
    for step in 1:N
        advance!(bodies, DT)
    end
    println(energy(bodies))
end
