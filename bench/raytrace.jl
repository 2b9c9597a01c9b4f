# A small ray tracer: SS×SS rays per pixel of a W×H image against a row of
# spheres and a ground plane, Lambert shading from a point light with hard
# shadows.  Exercises a parametric immutable struct (Vec3{T}) with overloaded
# arithmetic, parametric shapes with one method per shape for hit and
# normal_at (multiple dispatch), and tuples as return values.  Prints the
# sum of the 0..255 grey levels and a few pixels.
const W = 640 # QUICK=160
const H = 480 # QUICK=120
const SS = 3
const EPS = 1.0e-9
const AMBIENT = 0.1

import Base: +, -, *

struct Vec3{T<:Real}
    x::T
    y::T
    z::T
end
+(a::Vec3, b::Vec3) = Vec3(a.x + b.x, a.y + b.y, a.z + b.z)
-(a::Vec3, b::Vec3) = Vec3(a.x - b.x, a.y - b.y, a.z - b.z)
*(s::Real, a::Vec3) = Vec3(s * a.x, s * a.y, s * a.z)
dot(a::Vec3, b::Vec3) = a.x * b.x + a.y * b.y + a.z * b.z
norm(a::Vec3) = sqrt(dot(a, a))
normalize(a::Vec3) = (1 / norm(a)) * a

# Ray and Scene are concrete: jlc cannot yet infer T in the default constructor
# of a struct whose fields mention T only inside other types (Vector{Sphere{T}}).
struct Ray
    origin::Vec3{Float64}
    dir::Vec3{Float64}    # unit length
end
at(r::Ray, t) = r.origin + t * r.dir

abstract type Shape{T} end
struct Sphere{T} <: Shape{T}
    center::Vec3{T}
    radius::T
    albedo::T
end
struct Plane{T} <: Shape{T}
    point::Vec3{T}
    normal::Vec3{T}       # unit length
    albedo::T
end

# The distance along r to the first intersection beyond EPS, or Inf.
function hit(s::Sphere, r::Ray)
    oc = r.origin - s.center
    b = dot(oc, r.dir)
    c = dot(oc, oc) - s.radius * s.radius
    disc = b * b - c
    disc < 0 && return Inf
    sq = sqrt(disc)
    t = -b - sq
    t > EPS && return t
    t = -b + sq
    return t > EPS ? t : Inf
end
function hit(p::Plane, r::Ray)
    denom = dot(p.normal, r.dir)
    abs(denom) < EPS && return Inf
    t = dot(p.point - r.origin, p.normal) / denom
    return t > EPS ? t : Inf
end

normal_at(s::Sphere, x::Vec3) = (1 / s.radius) * (x - s.center)
normal_at(p::Plane, x::Vec3) = p.normal

struct Scene
    spheres::Vector{Sphere{Float64}}
    ground::Plane{Float64}
    light::Vec3{Float64}
end

# The nearest hit: (t, k) with k the sphere's index, 0 for the ground and
# -1 for nothing.
function nearest(scene::Scene, r::Ray)
    best = hit(scene.ground, r)
    k = best < Inf ? 0 : -1
    for i in 1:length(scene.spheres)
        t = hit(scene.spheres[i], r)
        if t < best
            best, k = t, i
        end
    end
    return best, k
end

# The brightness in [0, 1] where r meets shape at distance t.
function shade(scene::Scene, shape::Shape, r::Ray, t::Float64)
    x = at(r, t)
    n = normal_at(shape, x)
    tolight = scene.light - x
    dist = norm(tolight)
    l = (1 / dist) * tolight
    cosine = dot(n, l)
    cosine <= 0 && return AMBIENT * shape.albedo
    shadow_t, blocker = nearest(scene, Ray(x, l))
    lit = shadow_t < dist ? 0.0 : cosine
    return shape.albedo * (AMBIENT + (1 - AMBIENT) * lit)
end

function trace(scene::Scene, r::Ray)
    t, k = nearest(scene, r)
    if k < 0
        return 0.5 + 0.5 * r.dir.y          # the sky
    elseif k == 0
        return shade(scene, scene.ground, r, t)
    else
        return shade(scene, scene.spheres[k], r, t)
    end
end

function make_scene()
    spheres = Sphere{Float64}[]
    for i in 0:6
        r = 0.3 + 0.1 * i
        push!(spheres, Sphere(Vec3(-4.5 + 1.5 * i, r, 3.0 + 0.5 * i), r, 0.5 + 0.07 * i))
    end
    ground = Plane(Vec3(0.0, 0.0, 0.0), Vec3(0.0, 1.0, 0.0), 0.8)
    return Scene(spheres, ground, Vec3(-3.0, 6.0, -2.0))
end

function render(scene::Scene, w::Int, h::Int)
    img = fill(0, h, w)
    eye = Vec3(0.0, 1.2, -4.0)
    aspect = w / h
    for j in 1:w
        for i in 1:h
            acc = 0.0
            for sj in 1:SS
                for si in 1:SS
                    u = (2 * (j - 1 + (sj - 0.5) / SS) / w - 1) * aspect
                    v = 1 - 2 * (i - 1 + (si - 0.5) / SS) / h
                    acc += trace(scene, Ray(eye, normalize(Vec3(u, v - 0.2, 1.5))))
                end
            end
            img[i, j] = round(Int, 255 * min(acc / (SS * SS), 1.0))
        end
    end
    return img
end

function main()
    img = render(make_scene(), W, H)
    total = 0
    for j in 1:W
        for i in 1:H
            total += img[i, j]
        end
    end
    println(total, " ", img[1, 1], " ", img[H ÷ 2, W ÷ 2], " ", img[H, W], " ", img[3H ÷ 4, W ÷ 3])
end
