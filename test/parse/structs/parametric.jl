struct P{T} <: AbstractP{T}
    x::T
end
