function f(x::T) where T<:Number
    x
end
