A <: B <: C
