# refvalue.jl — Ref(x): a mutable cell holding one value; r[] reads it,
# r[] = v writes it. In a broadcast a Ref is a scalar.

abstract type Ref{T} end

mutable struct RefValue{T} <: Ref{T}
    x::T
    RefValue{T}(x) where {T} = new(convert(T, x))
    RefValue{T}() where {T} = new()       # for C to fill in (a bits value: zero)
end
Ref(x::T) where {T} = RefValue{T}(x)
Ref{T}(x) where {T} = RefValue{T}(convert(T, x))
Ref{T}() where {T} = RefValue{T}()
getindex(r::RefValue) = r.x
setindex!(r::RefValue{T}, x) where {T} = (r.x = convert(T, x); r)
