# typeinfo.jl — what a program may ask about a type: every answer is known
# at compile time (Core._typeinfo folds it to a constant).

supertype(T::Type) = Core._typeinfo(:supertype, T)
fieldnames(T::Type) = Core._typeinfo(:fieldnames, T)
fieldcount(T::Type) = Core._typeinfo(:fieldcount, T)
nameof(T::Type) = Core._typeinfo(:nameof, T)
nameof(f::Function) = Core._typeinfo(:nameof, f)
isbitstype(T::Type) = Core._typeinfo(:isbitstype, T)
isabstracttype(T::Type) = Core._typeinfo(:isabstracttype, T)
ismutabletype(T::Type) = Core._typeinfo(:ismutabletype, T)
isprimitivetype(T::Type) = Core._typeinfo(:isprimitivetype, T)
isstructtype(T::Type) = !isabstracttype(T) && !isprimitivetype(T)
fieldtypes(T::Type) = ntuple(i -> fieldtype(T, i), fieldcount(T))
isbits(x) = isbitstype(typeof(x))
