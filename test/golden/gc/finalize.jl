# finalize(x) runs x's finalizers now, the newest first (as Julia's
# jl_gc_run_finalizers_in_list), and never again; a value without finalizers
# (a string, a number, an object without any) is left alone; the finalizers
# of objects still alive run at exit.
mutable struct Res
    name::String
end
first_fin(x) = println("first for ", x.name)
second_fin(x) = println("second for ", x.name)
close_fin(x) = println("closing ", x.name)
r = Res("a")
finalizer(first_fin, r)
finalizer(second_fin, r)
q = Res("q")
finalizer(close_fin, q)
println("finalize r")
finalize(r)
println("again")
finalize(r)
GC.gc()
println(r.name)
finalize("str")
finalize(3)
finalize(Res("none"))
println(q.name)
println("end")
