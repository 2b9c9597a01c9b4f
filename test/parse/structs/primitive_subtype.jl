primitive type I16 <: Signed 16 end
