# @info, @warn and @error, printed to stderr as Julia's default ConsoleLogger
# prints them (src/lower.c turns a macro call into these calls):
#   [ Info: one line, no key-value pairs
#   ┌ Warning: the first line
#   │   key = value
#   └ @ Main file.jl:3          (the place, for warnings and errors)
# @debug is off, as in Julia without JULIA_DEBUG: it prints and evaluates nothing.

# the message's lines, to which the key-value pairs are added
function log_lines(msg)
    lines = String[]
    for l in split(chomp(string(msg)), '\n')
        push!(lines, string(l))
    end
    return lines
end

# a value as the logger shows it: an exception by its message
log_value(val) = sprint(show, val)
log_value(e::Exception) = sprint(showerror, e)

function log_kv!(lines::Vector{String}, key::String, val)
    vallines = split(log_value(val), '\n')
    if length(vallines) == 1
        push!(lines, string("  ", key, " = ", vallines[1]))
    else
        push!(lines, string("  ", key, " ="))
        for l in vallines
            push!(lines, string("   ", l))
        end
    end
    return lines
end

# Test's @test_logs collects the records, as (level, message), instead of
# their being printed: the innermost collection gets those at or above its
# minimum level (Logging's numbers: Info 0, Warn 1000, Error 2000) and drops
# the others. (The stack is made by the first collection, so that a program
# without one allocates nothing.)
const LogRecords = Vector{Tuple{Symbol,String}}
struct LogCapture
    records::LogRecords
    min_level::Int
end
log_captures = nothing
function begin_log_capture(min_level::Int)
    log_captures === nothing && (global log_captures = LogCapture[])
    push!(log_captures::Vector{LogCapture}, LogCapture(LogRecords(), min_level))
    return nothing
end
end_log_capture() = pop!(log_captures::Vector{LogCapture}).records
# Whether a collection took the record (none made yet: nothing did).
log_captured(::Nothing, prefix::String, message) = false
function log_captured(captures::Vector{LogCapture}, prefix::String, message)
    isempty(captures) && return false
    level = prefix == "Info:" ? :info : prefix == "Warning:" ? :warn : :error
    number = level === :info ? 0 : level === :warn ? 1000 : 2000
    number >= captures[end].min_level && push!(captures[end].records, (level, string(message)))
    return true
end

function log_emit(lines::Vector{String}, prefix::String, suffix::String, message)
    log_captured(log_captures, prefix, message) && return nothing
    isempty(suffix) || push!(lines, "")      # the place goes on a line of its own
    n = length(lines)
    io = IOBuffer()
    for i in 1:n
        print(io, n == 1 ? "[ " : i == 1 ? "┌ " : i < n ? "│ " : "└ ")
        i == 1 && print(io, prefix, ' ')
        print(io, lines[i])
        i == n && print(io, suffix)
        print(io, '\n')
    end
    print(stderr, String(take!(io)))
    return nothing
end
