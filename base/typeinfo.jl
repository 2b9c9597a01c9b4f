# typeinfo.jl — what a program may ask about a type: every answer is known
# at compile time (Core._typeinfo folds it to a constant).

supertype(T::Type) = Core._typeinfo(:supertype, T)
fieldnames(T::Type) = Core._typeinfo(:fieldnames, T)
fieldcount(T::Type) = Core._typeinfo(:fieldcount, T)
nameof(T::Type) = Core._typeinfo(:nameof, T)
nameof(f::Function) = Core._typeinfo(:nameof, f)
isbitstype(T::Type) = Core._typeinfo(:isbitstype, T)
isabstracttype(T::Type) = Core._typeinfo(:isabstracttype, T)
# Whether T's values have an identity of their own (a mutable struct, an
# array): === compares them by address, as IdDict and objectid do.
is_identity_type(T::Type) = Core._typeinfo(:ismutabletype, T)
# Julia's answer for String and Symbol is true ("for technical reasons", its
# documentation says), though === compares them by content.
ismutabletype(T::Type) = is_identity_type(T)
ismutabletype(::Type{String}) = true
ismutabletype(::Type{Symbol}) = true
ismutable(x) = ismutabletype(typeof(x))
isprimitivetype(T::Type) = Core._typeinfo(:isprimitivetype, T)
isstructtype(T::Type) = !isabstracttype(T) && !isprimitivetype(T)
fieldtypes(T::Type) = ntuple(i -> fieldtype(T, i), fieldcount(T))
isbits(x) = isbitstype(typeof(x))
