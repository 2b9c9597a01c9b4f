# The Lorenz system integrated with classical fourth-order Runge-Kutta for
# N steps of DT; prints how often x changed sign and the final point.  The
# system is chaotic, so any deviation from IEEE rounding shows up at once.
const N = 5_000_000 # QUICK=300_000
const DT = 0.001
const SIGMA = 10.0
const RHO = 28.0
const BETA = 8.0 / 3.0

lorenz(x, y, z) = (SIGMA * (y - x), x * (RHO - z) - y, x * y - BETA * z)

function main()
    x, y, z = 1.0, 1.0, 1.0
    h = DT
    crossings = 0
    for step in 1:N
        k1x, k1y, k1z = lorenz(x, y, z)
        k2x, k2y, k2z = lorenz(x + h / 2 * k1x, y + h / 2 * k1y, z + h / 2 * k1z)
        k3x, k3y, k3z = lorenz(x + h / 2 * k2x, y + h / 2 * k2y, z + h / 2 * k2z)
        k4x, k4y, k4z = lorenz(x + h * k3x, y + h * k3y, z + h * k3z)
        xnew = x + h / 6 * (k1x + 2k2x + 2k3x + k4x)
        if (xnew > 0) != (x > 0)
            crossings += 1
        end
        x = xnew
        y += h / 6 * (k1y + 2k2y + 2k3y + k4y)
        z += h / 6 * (k1z + 2k2z + 2k3z + k4z)
    end
    println(crossings, " ", x, " ", y, " ", z)
end
