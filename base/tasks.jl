# tasks.jl — tasks on one thread as Julia runs them (@async, schedule,
# yield, wait, @sync) and Channel. A task runs only when the running one
# yields, waits or ends, the runnable ones first come first served: the
# coroutines of runtime/tasks.c. Task, wait, fetch and TaskFailedException
# are threads.jl's; @async and @sync are expanded by the compiler
# (src/task_macros.c) into calls of async_task and sync_end here.

function schedule(t::TaskOf)
    ccall(:jlrt_task_started, Bool, (Ptr{Cvoid},), bitcast(Ptr{Cvoid}, t)) && error("schedule: Task not runnable")
    ccall(:jlrt_task_schedule, Cvoid, (Ptr{Cvoid},), bitcast(Ptr{Cvoid}, t))
    t
end
yield() = (ccall(:jlrt_task_yield, Cvoid, ()); nothing)

# @async expr: a task run once this one yields; within @sync, one that
# the @sync waits for
async_task(f) = schedule(Task(f))
function async_task(group::Vector{Task}, f)
    t = Task(f)
    push!(group, t)
    schedule(t)
end
sync_group() = Task[]

# the end of @sync: every task of its block waited for, in order (those
# they started in the block too); the failures thrown together
function sync_end(group::Vector{Task})
    failed = CompositeException()
    i = 1
    while i <= length(group)
        t = group[i]
        wait_done(t)
        t.failed && push!(failed, TaskFailedException(t))
        i += 1
    end
    isempty(failed) || throw(failed)
    nothing
end

# ---- waiting in a queue (a Channel's takers or putters) ----
# Tasks are known to their queue by runtime/tasks.c's handle.
function wait_in(queue::Vector{UInt64})
    push!(queue, ccall(:jlrt_task_current, UInt64, ()))
    ccall(:jlrt_task_block, Cvoid, ())
end
notify_first(queue::Vector{UInt64}) = (isempty(queue) || ccall(:jlrt_task_wake, Cvoid, (UInt64,), popfirst!(queue)); nothing)
function notify_every(queue::Vector{UInt64})
    while !isempty(queue)
        notify_first(queue)
    end
end

# ---- Channel ----
struct InvalidStateException <: Exception
    msg::String
    state::Symbol
end
showerror(io::IO, ex::InvalidStateException) = print(io, "InvalidStateException: ", ex.msg)
closed_exception() = InvalidStateException("Channel is closed.", :closed)

abstract type AbstractChannel{T} end

# What take! and put! throw once a channel is closed: typed, so that a
# program checked by --trim=safe can throw it (close(c, excp) takes these)
const ChannelClosedError = Union{InvalidStateException, TaskFailedException}

mutable struct Channel{T} <: AbstractChannel{T}
    state::Symbol                 # :open or :closed
    excp::Union{Nothing, ChannelClosedError}
    data::Vector{T}               # buffered: the values put
    sz_max::Int
    n_avail::Int                  # values in data plus put! calls waiting
    takers::Vector{UInt64}        # tasks waiting in take!
    putters::Vector{UInt64}       # tasks waiting in put!
    handed::Vector{T}             # unbuffered: values given to woken takers
    function Channel{T}(sz::Integer = 0) where {T}
        sz < 0 && throw(ArgumentError("Channel size must be either 0, a positive integer or Inf"))
        new{T}(:open, nothing, T[], Int(sz), 0, UInt64[], UInt64[], T[])
    end
end
function Channel{T}(sz::AbstractFloat) where {T}
    sz == Inf && return Channel{T}(typemax(Int))
    Channel{T}(convert(Int, sz))
end
Channel(sz::Real = 0) = Channel{Any}(sz)

# Channel(f): a channel that f, run as a task started at once, fills;
# closed when f ends (with f's failure, if it fails)
function Channel{T}(func::Function, size = 0; taskref = nothing, spawn = false, threadpool = nothing) where {T}
    chnl = Channel{T}(size)
    task = Task(() -> func(chnl))
    bind_closer(Task(() -> close_when_done(task, chnl)), task)
    start_now(task)                # (Julia's yield(task): f runs at once)
    taskref === nothing || (taskref[] = task)
    chnl
end
Channel(func::Function, size = 0; taskref = nothing, spawn = false, threadpool = nothing) =
    Channel{Any}(func, size; taskref = taskref, spawn = spawn, threadpool = threadpool)

function bind_closer(closer::TaskOf, task::Task)
    ccall(:jlrt_task_schedule_after, Cvoid, (Ptr{Cvoid}, Ptr{Cvoid}), bitcast(Ptr{Cvoid}, task), bitcast(Ptr{Cvoid}, closer))
end
start_now(task::TaskOf) = ccall(:jlrt_task_yield_to, Cvoid, (Ptr{Cvoid},), bitcast(Ptr{Cvoid}, task))
function close_when_done(task::Task, c::Channel)
    if isopen(c)
        task.failed ? close(c, TaskFailedException(task)) : close(c)
    end
    nothing
end

eltype(::Type{Channel{T}}) where {T} = T
isbuffered(c::Channel) = c.sz_max > 0
isopen(c::Channel) = c.state === :open
isready(c::Channel) = c.n_avail > 0
isempty(c::Channel) = isbuffered(c) ? isempty(c.data) : isempty(c.putters)

check_channel_state(c::Channel) = isopen(c) || throw_closed(c)
function throw_closed(c::Channel)
    excp = c.excp
    excp === nothing && throw(closed_exception())
    throw(excp)
end

function close(c::Channel, excp::ChannelClosedError = closed_exception())
    c.state = :closed
    c.excp = excp
    notify_every(c.takers)
    notify_every(c.putters)
    nothing
end

function put!(c::Channel{T}, v) where {T}
    check_channel_state(c)
    x = convert(T, v)
    isbuffered(c) ? put_buffered(c, x) : put_unbuffered(c, x)
end

function put_buffered(c::Channel, v)
    c.n_avail += 1
    while length(c.data) == c.sz_max
        if !isopen(c)
            c.n_avail -= 1
            check_channel_state(c)
        end
        wait_in(c.putters)
    end
    if !isopen(c)
        c.n_avail -= 1
        check_channel_state(c)
    end
    push!(c.data, v)
    notify_every(c.takers)         # (some may want the value, Julia wakes them all)
    v
end

# unbuffered: handed to a waiting taker, who runs soon after: this task
# yields to it
function put_unbuffered(c::Channel, v)
    c.n_avail += 1
    while isempty(c.takers)
        if !isopen(c)
            c.n_avail -= 1
            check_channel_state(c)
        end
        wait_in(c.putters)
    end
    c.n_avail -= 1
    push!(c.handed, v)
    ccall(:jlrt_task_wake, Cvoid, (UInt64,), popfirst!(c.takers))
    yield()
    v
end

# Until a value can be taken: false if c is closed (and empty) first
function wait_for_value(c::Channel)
    if isbuffered(c)
        while isempty(c.data)
            isopen(c) || return false
            wait_in(c.takers)
        end
        return true
    end
    isopen(c) || return false
    notify_first(c.putters)
    wait_in(c.takers)
    !isempty(c.handed)             # (else woken by close)
end
function take_value(c::Channel)
    isbuffered(c) || return popfirst!(c.handed)
    v = popfirst!(c.data)
    c.n_avail -= 1
    notify_first(c.putters)        # one place is free
    v
end
take!(c::Channel) = (wait_for_value(c) || throw_closed(c); take_value(c))

# for x in c: the values taken until c is closed and empty; a failure
# c was closed with while this task waited is thrown
function iterate(c::Channel, state = nothing)
    (isopen(c) || isready(c)) || return nothing
    wait_for_value(c) && return (take_value(c), nothing)
    excp = c.excp
    excp isa TaskFailedException && throw(excp)
    nothing
end
IteratorSize(::Type{<:Channel}) = SizeUnknown()

function show(io::IO, c::Channel)
    print(io, typeof(c), "(", c.sz_max, ")")
end

# Task (runnable) @0x…, as Julia shows a task
function show(io::IO, t::Task)
    state = istaskdone(t) ? (t.failed ? "failed" : "done") : "runnable"
    print(io, "Task (", state, ") @0x", string(UInt64(bitcast(Ptr{Cvoid}, t)), base = 16, pad = 16))
end
