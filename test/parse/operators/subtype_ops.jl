A <: B
A >: B
