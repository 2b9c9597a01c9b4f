Base.@m x
