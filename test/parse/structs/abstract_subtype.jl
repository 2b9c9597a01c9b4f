abstract type Num <: Real end
