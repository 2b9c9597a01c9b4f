# The Lorenz attractor, integrated in Julia with the classic Runge-Kutta
# method (RK4), built by jlc into a WebAssembly library for the page
# index.html:
#   jlc --target=wasm32-wasi --output-lib lorenz.wasm lorenz.jl
# JavaScript calls lorenz_run(n, dt) to compute n points of the trajectory
# from (1, 1, 1), then reads them where lorenz_points() says: 3n Float64s
# (x, y, z, x, y, z, ...) in the module's memory.
module Lorenz

const points = Float64[]

lorenz(x, y, z; σ = 10.0, ρ = 28.0, β = 8 / 3) = (σ * (y - x), x * (ρ - z) - y, x * y - β * z)

function rk4(x, y, z, h)
    k1 = lorenz(x, y, z)
    k2 = lorenz(x + h / 2 * k1[1], y + h / 2 * k1[2], z + h / 2 * k1[3])
    k3 = lorenz(x + h / 2 * k2[1], y + h / 2 * k2[2], z + h / 2 * k2[3])
    k4 = lorenz(x + h * k3[1], y + h * k3[2], z + h * k3[3])
    return (x + h / 6 * (k1[1] + 2k2[1] + 2k3[1] + k4[1]),
            y + h / 6 * (k1[2] + 2k2[2] + 2k3[2] + k4[2]),
            z + h / 6 * (k1[3] + 2k2[3] + 2k3[3] + k4[3]))
end

Base.@ccallable function lorenz_run(n::Int32, dt::Float64)::Int32
    resize!(points, 3 * Int(n))
    x, y, z = 1.0, 1.0, 1.0
    for i in 1:Int(n)
        x, y, z = rk4(x, y, z, dt)
        points[3i - 2] = x
        points[3i - 1] = y
        points[3i] = z
    end
    return n
end

Base.@ccallable lorenz_points()::Ptr{Float64} = pointer(points)

end
