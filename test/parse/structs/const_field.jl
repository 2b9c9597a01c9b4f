mutable struct A
    const x::Int
end
