# gc.jl — GC.gc() and finalizers.
#
# The collector (runtime/gc.c) holds a finalized object weakly and, once it
# finds it dead, keeps it for one more cycle and queues it. Base pulls the
# queue and calls f(x) here, in Julia: after GC.gc(), when a finalizer is
# registered while many are pending, and at exit, however the program ends.

# Slot i of the table holds f and the type of x (x itself is the collector's
# business); the slots of finalizers that ran are reused. The table is made on
# first use, so that a program without finalizers allocates nothing for it.
struct FinalizerSlot{F,T}
    f::F
end
mutable struct FinalizerTable
    slots::Vector{Any}
    free::Vector{Int64}
end
finalizer_table = nothing

function finalizer(f::F, x::T) where {F,T}
    is_identity_type(T) || cannot_finalize(x)
    # many pending: run them now, so that a program that never calls GC.gc()
    # still finalizes (and frees) its garbage
    ccall(:jlrt_gc_pending_finalizers, Int64, ()) > 1024 && run_finalizers()
    if finalizer_table === nothing
        global finalizer_table = FinalizerTable(Any[], Int64[])
    end
    table = finalizer_table::FinalizerTable
    if isempty(table.free)
        push!(table.slots, FinalizerSlot{F,T}(f))
        slot = length(table.slots)
    else
        slot = pop!(table.free)
        table.slots[slot] = FinalizerSlot{F,T}(f)
    end
    # x is passed as the pointer it is (a ccall's types cannot name T); the
    # collector refuses anything that is not the start of one of its objects
    if !ccall(:jlrt_gc_add_finalizer, Bool, (Ptr{Cvoid}, Int64), bitcast(Ptr{Cvoid}, x), slot)
        table.slots[slot] = nothing
        push!(table.free, slot)
        cannot_finalize(x)
    end
    return x
end

# Julia finalizes only mutable objects. Strings and symbols are refused too,
# as values the compiler may place outside the collector's heap.
finalizer(f, x::Union{String, Symbol}) = cannot_finalize(x)
cannot_finalize(x) = error(string("objects of type ", typeof(x), " cannot be finalized"))

function run_finalizers()
    table = finalizer_table
    table === nothing && return nothing
    while true
        slot = ccall(:jlrt_gc_ready_finalizer, Int64, ())
        slot == 0 && return nothing
        # dequeued before anything here allocates: a collection may queue
        # more, and the queue's top would no longer be this slot's object
        # (a local holds it now, which keeps it alive)
        obj = ccall(:jlrt_gc_take_finalized, Ptr{Cvoid}, ())
        run_finalizer_slot(table, slot, obj)
    end
end
function run_finalizer_slot(table::FinalizerTable, slot::Int64, obj::Ptr{Cvoid})
    s = table.slots[slot]
    table.slots[slot] = nothing
    push!(table.free, slot)
    call_finalizer(s, obj)
end
call_finalizer(s::FinalizerSlot{F,T}, obj::Ptr{Cvoid}) where {F,T} = s.f(bitcast(T, obj))
call_finalizer(::Nothing, obj::Ptr{Cvoid}) = nothing

# finalize(x): x's finalizers run now, the newest first as in Julia, and are
# forgotten (neither a collection nor the exit runs them again). A value
# without an identity of its own has none.
function finalize(x::T) where {T}
    is_identity_type(T) || return nothing
    table = finalizer_table
    table === nothing && return nothing
    while true
        slot = ccall(:jlrt_gc_remove_finalizer, Int64, (Ptr{Cvoid},), bitcast(Ptr{Cvoid}, x))
        slot == 0 && return nothing
        run_finalizer_slot(table, slot, bitcast(Ptr{Cvoid}, x))
    end
end

# At exit Julia runs every finalizer still registered, live objects' too: a
# program that registers one calls this from jlrt_exit (runtime/start.c).
function run_all_finalizers()
    finalizer_table === nothing && return nothing
    ccall(:jlrt_gc_finalize_all, Cvoid, ())
    run_finalizers()
end

module GC
# GC.gc(false): a minor collection (only the young objects), as Julia's
function gc(full::Bool=true)
    ccall(:jlrt_gc_collect, Cvoid, (Bool,), full)
    Base.run_finalizers()
end
end
