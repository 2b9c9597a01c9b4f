# timing.jl — what @time, @timed, @allocated and @allocations read (src/lower.c
# lowers the macros into calls of these around the expression, which stays
# in place: `@time x = f()` assigns x): the clock and the collector's
# counters before and after, and @time's line as Julia prints it.

# The collector's counters, under the names of Julia's GC_Diff fields: bytes
# allocated, objects of up to 2 KB ("pool") and larger ones, nanoseconds
# collecting, and collections (each a full one). Nothing is malloc'ed or
# freed behind the collector's back, so those counts are 0.
struct GC_Diff
    allocd::Int64
    malloc::Int64
    realloc::Int64
    poolalloc::Int64
    bigalloc::Int64
    freecall::Int64
    total_time::Int64
    pause::Int64
    full_sweep::Int64
end
gc_counter(which::Int64) = ccall(:jlrt_gc_counter, Int64, (Int64,), which)
gc_num() = GC_Diff(gc_counter(0), 0, 0, gc_counter(1), gc_counter(2), 0, gc_counter(3), gc_counter(4), gc_counter(4))
GC_Diff(new::GC_Diff, old::GC_Diff) =
    GC_Diff(new.allocd - old.allocd, new.malloc - old.malloc, new.realloc - old.realloc,
            new.poolalloc - old.poolalloc, new.bigalloc - old.bigalloc, new.freecall - old.freecall,
            new.total_time - old.total_time, new.pause - old.pause, new.full_sweep - old.full_sweep)
gc_alloc_count(d::GC_Diff) = d.poolalloc + d.bigalloc + d.malloc + d.realloc

# Bytes allocated since the program started (what @allocated subtracts).
gc_bytes() = gc_counter(0)

# @timed's result from the counters taken before the expression (a program
# compiled ahead of time compiles nothing while it runs, and its locks are
# not profiled, so those fields are 0)
function timed_result(value, t0::UInt64, before::GC_Diff)
    elapsed = time_ns() - t0
    diff = GC_Diff(gc_num(), before)
    return (value=value, time=elapsed / 1e9, bytes=diff.allocd, gctime=diff.total_time / 1e9, gcstats=diff,
            lock_conflicts=0, compile_time=0.0, recompile_time=0.0)
end

# @time [msg] expr: the report line of @timed's result r on stdout; r.value
function time_report(r, msg)
    time_print(stdout, r.time * 1e9, r.bytes, r.gctime * 1e9, gc_alloc_count(r.gcstats), 0, 0, 0, true;
               msg=msg === nothing ? nothing : string(msg))
    return r.value
end

# x with d digits after the point, as %.df writes it
fixed_digits(x::Float64, d::Int64) = Printf.digits_of(x, d, 'f', false, signbit(x) ? 0x2d : 0x00, false)

# 1234 -> (1.234, 2): a count in units of factor^(unit - 1), unit at most n
function in_units(value::Int64, n::Int64, factor::Int64)
    (value == 0 || value == 1) && return (Float64(value), 1)
    unit = min(n, ceil(Int64, log(value) / log(factor)))
    return (value / Float64(factor)^(unit - 1), unit)
end
const byte_units = ("byte", "KiB", "MiB", "GiB", "TiB", "PiB")
const count_units = ("", " k", " M", " G", " T", " P")

# "0 bytes", "1 byte", "1023 bytes", "9.766 KiB" (binary=false: "10.000 kB")
function format_bytes(bytes::Integer; binary::Bool=true)
    factor = binary ? 1024 : 1000
    x, unit = in_units(Int64(bytes), length(byte_units), factor)
    unit == 1 && return string(bytes, " ", byte_units[1], bytes == 1 ? "" : "s")
    return string(fixed_digits(x, 3), binary ? string(" ", byte_units[unit]) : string(count_units[unit], "B"))
end

# @time's line: "  0.000123 seconds (2 allocations: 64 bytes, 1.50% gc time)",
# the seconds padded to 10 characters (or after "msg: "), the parentheses
# only when something was allocated, collected or compiled (times in ns)
function time_print(io::IO, elapsedtime, bytes=0, gctime=0, allocs=0, lock_conflicts=0, compile_time=0,
                    recompile_time=0, newline=false; msg::Union{String, Nothing}=nothing)
    secs = fixed_digits(Float64(elapsedtime / 1e9), 6)
    msg === nothing ? print(io, " "^max(0, 10 - length(secs))) : print(io, msg, ": ")
    print(io, secs, " seconds")
    allocated = bytes != 0 || allocs != 0
    parens = allocated || gctime > 0 || compile_time > 0
    parens && print(io, " (")
    if allocated
        n, unit = in_units(Int64(allocs), length(count_units), 1000)
        if unit == 1
            print(io, allocs, allocs == 1 ? " allocation: " : " allocations: ")
        else
            print(io, fixed_digits(n, 2), count_units[unit], " allocations: ")
        end
        print(io, format_bytes(bytes))
    end
    if gctime > 0
        allocated && print(io, ", ")
        print(io, fixed_digits(Float64(100 * gctime / elapsedtime), 2), "% gc time")
    end
    lock_conflicts > 0 && print(io, ", ", lock_conflicts, lock_conflicts == 1 ? " lock conflict" : " lock conflicts")
    if compile_time > 0
        (allocated || gctime > 0) && print(io, ", ")
        print(io, fixed_digits(Float64(100 * compile_time / elapsedtime), 2), "% compilation time")
    end
    if recompile_time > 0
        share = Float64(100 * recompile_time / compile_time)
        print(io, ": ", share < 1 ? "<1" : fixed_digits(share, 0), "% of which was recompilation")
    end
    parens && print(io, ")")
    newline && print(io, "\n")
    return nothing
end
