x::Base.Int
