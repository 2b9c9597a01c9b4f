# threads.jl — tasks, locks and Threads (nthreads, threadid, @threads'
# loop, @spawn, Atomic, SpinLock) over the runtime's threads
# (runtime/threads.c, which says how threads run tasks and how the
# collector stops them). @threads and @spawn are expanded by the compiler
# (src/thread_macros.c) into calls of threading_run and spawn_task here.

# A task: its function and what it returned or threw. Task is abstract
# here, its values of a type per function and result, so that fetch knows
# its result's type; a Vector{Task} holds tasks of several kinds as any
# abstractly typed element is held (the closed world).
abstract type Task end
mutable struct TaskOf{F, R} <: Task
    state::Int64            # first field: 0, then 1 once run (set by the runtime)
    failed::Bool
    code::F
    exception::Any
    message::String         # what showerror prints for it (printing an Any would split over every
                            # type stored untyped, which --trim=safe refuses beyond a few)
    result::R               # once run, unless failed
    TaskOf{F, R}(f::F) where {F, R} = new{F, R}(0, false, f, nothing, "")
end
call_task_function(f) = f()
Task(f::F) where {F} = TaskOf{F, Core._return_type(call_task_function, F)}(f)

# What a thread runs for a task (the compiler has the runtime call it for
# each kind of task schedule queues): the result, or what it threw, which
# wait then reports.
function run_task_function(t::TaskOf)
    try
        t.result = t.code()
    catch e
        # (setfield!, not t.exception = e: setproperty! would be compiled for
        # each type e may have and each kind of task; the field is Any)
        setfield!(t, :exception, e)
        t.message = sprint(showerror, e)
        t.failed = true
    end
    nothing
end

# (schedule, for @async, is base/tasks.jl's: on this thread, cooperatively)
function schedule_on_thread(t::TaskOf)
    ccall(:jlrt_thread_spawn, Cvoid, (Ptr{Cvoid},), bitcast(Ptr{Cvoid}, t))
    t
end
spawn_task(f) = schedule_on_thread(Task(f))

function show(io::IO, t::TaskOf)
    state = t.state == 0 ? "runnable" : t.failed ? "failed" : "done"
    print(io, "Task (", state, ") @0x", string(bitcast(UInt64, bitcast(Ptr{Cvoid}, t)); base = 16, pad = 16))
end

istaskdone(t::Task) = t.state != 0
istaskstarted(t::Task) = true
istaskfailed(t::Task) = istaskdone(t) && t.failed

# until t has run (this thread runs queued tasks meanwhile; runtime/tasks.c
# waits for a task of the threads' pool through threads.c)
wait_done(t::Task) = (t.state == 0 && ccall(:jlrt_task_wait, Cvoid, (Ptr{Cvoid},), bitcast(Ptr{Cvoid}, t)); nothing)

function wait(t::Task)
    wait_done(t)
    t.failed && throw(TaskFailedException(t))
    nothing
end
function fetch(t::Task)
    wait(t)
    t.result
end
fetch(x) = x

# Its task is what of the failed task the error keeps, its exception (a
# FailedTask: reading e.task.exception then needs no split over every kind
# of Task the program has, which --trim=safe could not allow). Mutable,
# unlike Julia's: a task's error may be one, and an immutable one would
# hold itself by value.
mutable struct FailedTask
    exception::Any
    message::String
end
mutable struct TaskFailedException <: Exception
    task::FailedTask
end
TaskFailedException(t::Task) = TaskFailedException(FailedTask(t.exception, t.message))
istaskdone(t::FailedTask) = true
istaskstarted(t::FailedTask) = true
istaskfailed(t::FailedTask) = true
show(io::IO, t::FailedTask) = print(io, "Task (failed)")
function showerror(io::IO, ex::TaskFailedException)
    print(io, "TaskFailedException\n\n    nested task error: ")
    print(io, replace(ex.task.message, "\n" => "\n    "))
end

# What @threads throws when iterations failed: each failed task's error
# (only those here, where Julia's holds any values).
struct CompositeException <: Exception
    exceptions::Vector{TaskFailedException}
end
CompositeException() = CompositeException(TaskFailedException[])
length(c::CompositeException) = length(c.exceptions)
isempty(c::CompositeException) = isempty(c.exceptions)
push!(c::CompositeException, ex) = (push!(c.exceptions, ex); c)
getindex(c::CompositeException, i::Integer) = c.exceptions[i]
function showerror(io::IO, ex::CompositeException)
    if isempty(ex)
        print(io, "CompositeException()\n")
        return
    end
    showerror(io, ex.exceptions[1])
    remaining = length(ex) - 1
    remaining > 0 && print(io, "\n\n...and ", remaining, " more exception", remaining > 1 ? "s" : "", ".\n")
    nothing
end

# ---- locks ----
# Held by a task (or a thread's own code outside tasks), taken again by it
# any number of times. A thread waiting for it spins, yielding the processor
# and letting a collection run.
mutable struct ReentrantLock
    owner::UInt64           # the holder's identity (jlrt_thread_current_task), 0 if free
    count::Int64
end
ReentrantLock() = ReentrantLock(UInt64(0), 0)

lock_holder() = ccall(:jlrt_thread_current_task, UInt64, ())

function trylock(l::ReentrantLock)
    me = lock_holder()
    if l.owner == me
        l.count += 1
        return true
    end
    atomic_field_cas(l, UInt64(0), me) == 0 || return false
    l.count = 1
    true
end
function lock(l::ReentrantLock)
    while !trylock(l)
        ccall(:jlrt_thread_yield, Cvoid, ())
    end
    nothing
end
function unlock(l::ReentrantLock)
    if l.owner != lock_holder()
        error(l.count == 0 ? "unlock count must match lock count" : "unlock from wrong thread")
    end
    l.count -= 1
    l.count == 0 && atomic_field_store(l, UInt64(0))
    nothing
end
islocked(l::ReentrantLock) = atomic_field_load(l) != 0

function lock(f, l)
    lock(l)
    try
        return f()
    finally
        unlock(l)
    end
end

# Atomic operations on a mutable object's first field, of 1 to 8 bytes,
# through its bits (runtime/threads.c).
field_address(x) = bitcast(Ptr{Cvoid}, Core._field_pointer(x, 1))
atomic_bits(x::Bool) = UInt64(x)
atomic_bits(x::T) where {T} = sizeof(T) == 8 ? reinterpret(UInt64, x) : sizeof(T) == 4 ? UInt64(reinterpret(UInt32, x)) :
                              sizeof(T) == 2 ? UInt64(reinterpret(UInt16, x)) : UInt64(reinterpret(UInt8, x))
from_atomic_bits(::Type{Bool}, b::UInt64) = b % UInt8 != 0
from_atomic_bits(::Type{T}, b::UInt64) where {T} = sizeof(T) == 8 ? reinterpret(T, b) : sizeof(T) == 4 ? reinterpret(T, b % UInt32) :
                                                   sizeof(T) == 2 ? reinterpret(T, b % UInt16) : reinterpret(T, b % UInt8)
function atomic_field_load(x)
    T = fieldtype(typeof(x), 1)
    from_atomic_bits(T, ccall(:jlrt_thread_atomic_load, UInt64, (Ptr{Cvoid}, Int64), field_address(x), sizeof(T)))
end
function atomic_field_store(x, v)
    T = fieldtype(typeof(x), 1)
    ccall(:jlrt_thread_atomic_store, Cvoid, (Ptr{Cvoid}, Int64, UInt64), field_address(x), sizeof(T), atomic_bits(convert(T, v)))
    v
end
function atomic_field_xchg(x, v)
    T = fieldtype(typeof(x), 1)
    from_atomic_bits(T, ccall(:jlrt_thread_atomic_xchg, UInt64, (Ptr{Cvoid}, Int64, UInt64), field_address(x), sizeof(T),
                              atomic_bits(convert(T, v))))
end
function atomic_field_cas(x, expected, v)
    T = fieldtype(typeof(x), 1)
    from_atomic_bits(T, ccall(:jlrt_thread_atomic_cas, UInt64, (Ptr{Cvoid}, Int64, UInt64, UInt64), field_address(x),
                              sizeof(T), atomic_bits(convert(T, expected)), atomic_bits(convert(T, v))))
end
# integer add, sub, and, or, xor: op 0 to 4
function atomic_field_modify(x, op::Int64, v)
    T = fieldtype(typeof(x), 1)
    from_atomic_bits(T, ccall(:jlrt_thread_atomic_modify, UInt64, (Ptr{Cvoid}, Int64, Int64, UInt64), field_address(x),
                              sizeof(T), op, atomic_bits(convert(T, v))))
end

module Threads

export nthreads, threadid, maxthreadid, Atomic, SpinLock, atomic_add!, atomic_sub!, atomic_and!, atomic_or!, atomic_xor!,
       atomic_nand!, atomic_max!, atomic_min!, atomic_xchg!, atomic_cas!, atomic_fence

import Base: lock, unlock, trylock, islocked, getindex, setindex!, show

nthreads() = ccall(:jlrt_thread_nthreads, Int64, ())
nthreads(pool::Symbol) = pool === :interactive ? 0 : nthreads()
maxthreadid() = nthreads()
threadpoolsize() = nthreads()
threadid() = ccall(:jlrt_thread_id, Int64, ())

# @threads for x in r: the iterations split among nthreads() tasks in
# Julia's :static way (the first rem chunks one longer); fun(lo, hi) runs
# r's indices lo:hi. The first chunk runs on this thread. A failed chunk's
# error comes back in a CompositeException, as Julia's.
function threading_run(fun::F, r) where {F}
    n = nthreads()
    lenr = length(r)
    len, rem = divrem(lenr, n)
    chunks = len == 0 ? rem : n
    len == 0 && (len = 1; rem = 0)
    first_index = firstindex(r)
    tasks = Base.Task[]
    for tid in 1:chunks
        f = first_index + (tid - 1) * len
        l = f + len - 1
        if rem > 0
            if tid <= rem
                f += tid - 1
                l += tid
            else
                f += rem
                l += rem
            end
        end
        t = Base.Task(() -> fun(f, l))
        push!(tasks, t)
        tid > 1 && Base.schedule_on_thread(t)
    end
    if chunks > 0                       # the first chunk, here
        t1 = tasks[1]
        Base.run_task_function(t1)
        t1.state = 1
    end
    failed = Base.CompositeException()
    for t in tasks
        Base.wait_done(t)
        t.failed && push!(failed, Base.TaskFailedException(t))
    end
    isempty(failed) || throw(failed)
    nothing
end

# ---- atomics ----
mutable struct Atomic{T}
    value::T
    Atomic{T}() where {T} = new{T}(zero(T))
    Atomic{T}(v) where {T} = new{T}(convert(T, v))
end
Atomic() = Atomic{Int64}()

getindex(a::Atomic) = Base.atomic_field_load(a)
setindex!(a::Atomic{T}, v) where {T} = (Base.atomic_field_store(a, convert(T, v)); a)
show(io::IO, a::Atomic{T}) where {T} = print(io, "Base.Threads.Atomic{", T, "}(", a[], ")")

atomic_xchg!(a::Atomic{T}, v) where {T} = Base.atomic_field_xchg(a, v)
atomic_cas!(a::Atomic{T}, cmp, new) where {T} = Base.atomic_field_cas(a, cmp, new)
atomic_add!(a::Atomic{T}, v) where {T <: Integer} = Base.atomic_field_modify(a, 0, v)
atomic_sub!(a::Atomic{T}, v) where {T <: Integer} = Base.atomic_field_modify(a, 1, v)
atomic_and!(a::Atomic{T}, v) where {T} = Base.atomic_field_modify(a, 2, v)
atomic_or!(a::Atomic{T}, v) where {T} = Base.atomic_field_modify(a, 3, v)
atomic_xor!(a::Atomic{T}, v) where {T} = Base.atomic_field_modify(a, 4, v)
# the others by compare-and-swap: op(old, v) stored, old returned
function atomic_update!(op, a::Atomic{T}, v) where {T}
    old = a[]
    while true
        seen = atomic_cas!(a, old, op(old, convert(T, v)))
        seen === old && return old
        old = seen
    end
end
atomic_add!(a::Atomic{T}, v) where {T <: AbstractFloat} = atomic_update!(+, a, v)
atomic_sub!(a::Atomic{T}, v) where {T <: AbstractFloat} = atomic_update!(-, a, v)
atomic_nand!(a::Atomic{T}, v) where {T} = atomic_update!((x, y) -> ~(x & y), a, v)
atomic_max!(a::Atomic{T}, v) where {T} = atomic_update!(max, a, v)
atomic_min!(a::Atomic{T}, v) where {T} = atomic_update!(min, a, v)
atomic_fence() = ccall(:jlrt_thread_atomic_fence, Cvoid, ())

# A lock that is not reentrant: taking it twice on one task waits forever,
# as Julia's.
mutable struct SpinLock
    owned::Int64
end
SpinLock() = SpinLock(0)
trylock(l::SpinLock) = Base.atomic_field_cas(l, 0, 1) == 0
function lock(l::SpinLock)
    while !trylock(l)
        ccall(:jlrt_thread_yield, Cvoid, ())
    end
    nothing
end
function unlock(l::SpinLock)
    Base.atomic_field_xchg(l, 0) == 0 && error("unlock count must match lock count")
    nothing
end
islocked(l::SpinLock) = Base.atomic_field_load(l) != 0

end
