# Test — jlc's unit-testing library, after Julia's stdlib/Test.
#
# The macros (@test, @test_throws, @test_broken, @test_skip, @test_nowarn,
# @test_logs, @inferred, @testset) are expanded by the compiler
# (src/test_macros.c) into calls of the functions below: the expression
# under test becomes a closure, its source text and place become strings.
# Everything here is ordinary Julia, type-stable so that a test suite builds
# under --trim=safe.
#
# Results print as Julia's Test prints them ("Test Failed at file:line",
# "Expression:", "Evaluated:", the "Test Summary:" table); the stack traces
# Julia adds after a failure are not printed.
module Test

export @test, @test_throws, @test_broken, @test_skip, @test_warn, @test_nowarn, @test_logs, @test_deprecated, @testset, @inferred
export TestSetException

# ---- test sets ----

mutable struct DefaultTestSet
    description::String
    n_passed::Int
    n_failed::Int
    n_errored::Int
    n_broken::Int
    children::Vector{DefaultTestSet}
    verbose::Bool
    showtiming::Bool
    time_start::Float64
    time_end::Float64
end

DefaultTestSet(desc::AbstractString; verbose::Bool=false, showtiming::Bool=true) =
    DefaultTestSet(String(desc), 0, 0, 0, 0, DefaultTestSet[], verbose, showtiming, time(), 0.0)

# the open test sets, innermost last; none: the fallback test set, which
# throws at the first failure
const testset_stack = DefaultTestSet[]

struct FallbackTestSetException <: Exception
    msg::String
end
Base.showerror(io::IO, ex::FallbackTestSetException) = print(io, ex.msg)

struct TestSetException <: Exception
    pass::Int
    fail::Int
    error::Int
    broken::Int
end
function Base.show(io::IO, ex::TestSetException)
    print(io, "Some tests did not pass: ", ex.pass, " passed, ", ex.fail, " failed, ",
          ex.error, " errored, ", ex.broken, " broken.")
end
Base.showerror(io::IO, ex::TestSetException) = show(io, ex)

get_testset_depth() = length(testset_stack)

function record_pass()
    isempty(testset_stack) || (testset_stack[end].n_passed += 1)
    return nothing
end

function record_broken()
    isempty(testset_stack) || (testset_stack[end].n_broken += 1)
    return nothing
end

# A failure or an error, `report` as Julia shows the result: printed at once
# (after the test set's name), counted; outside a test set it ends the tests.
function record_nonpass(report::String, is_error::Bool)
    if isempty(testset_stack)
        println(report)
        throw(FallbackTestSetException("There was an error during testing"))
    end
    ts = testset_stack[end]
    print(ts.description, ": ", report)
    println()
    if is_error
        ts.n_errored += 1
    else
        ts.n_failed += 1
    end
    return nothing
end

record_fail(report::String) = record_nonpass(report, false)
record_error(report::String) = record_nonpass(report, true)

# an exception as a failing test shows it, each line indented
function indented_error(e)
    msg = sprint(showerror, e)
    return join(["  " * l for l in split(msg, '\n')], "\n")
end

function push_testset(desc::AbstractString; verbose::Bool=false, showtiming::Bool=true)
    ts = DefaultTestSet(desc; verbose=verbose, showtiming=showtiming)
    push!(testset_stack, ts)
    return ts
end

# the exception thrown in a test set's body outside any @test, being handled
function record_nontest_error(source::String)
    record_error(string("Error During Test at ", source, "\n  Got exception outside of a @test\n",
                        indented_error(Core._current_exception())))
end

# The end of a test set: a nested one joins its parent; the outermost prints
# the summary and throws if anything failed.
function finish_testset()
    ts = pop!(testset_stack)
    ts.time_end = time()
    if !isempty(testset_stack)
        push!(testset_stack[end].children, ts)
        return ts
    end
    print_test_results(ts)
    c = counts(ts)
    if c[2] + c[3] > 0
        throw(TestSetException(c[1], c[2], c[3], c[4]))
    end
    return ts
end

# (passes, fails, errors, broken) of a test set and all it holds
function counts(ts::DefaultTestSet)
    p, f, e, b = ts.n_passed, ts.n_failed, ts.n_errored, ts.n_broken
    for c in ts.children
        cp, cf, ce, cb = counts(c)
        p += cp; f += cf; e += ce; b += cb
    end
    return (p, f, e, b)
end

anynonpass(ts::DefaultTestSet) = (c = counts(ts); c[2] + c[3] > 0)

function format_duration(ts::DefaultTestSet)
    dur_s = ts.time_end - ts.time_start
    if dur_s < 60
        return string(round(dur_s, digits=1), "s")
    end
    m, s = divrem(dur_s, 60)
    return string(round(Int, m), "m", lpad(string(round(s, digits=1)), 4, "0"), "s")
end

# the column the counts start at: descriptions are indented two spaces a
# level; children count only when shown (failures, or verbose)
function alignment(ts::DefaultTestSet, depth::Int)
    width = 2 * depth + length(ts.description)
    (ts.verbose || anynonpass(ts)) || return width
    for c in ts.children
        width = max(width, alignment(c, depth + 1))
    end
    return width
end

function duration_width(ts::DefaultTestSet)
    w = length(format_duration(ts))
    for c in ts.children
        w = max(w, duration_width(c))
    end
    return w
end

struct Widths
    align::Int
    pass::Int
    fail::Int
    error::Int
    broken::Int
    total::Int
    duration::Int
end

column_width(header::String, n::Int) = n > 0 ? max(length(header), ndigits(n)) : 0

function print_test_results(ts::DefaultTestSet)
    p, f, e, b = counts(ts)
    total = p + f + e + b
    w = Widths(max(alignment(ts, 0), length("Test Summary:")),
               column_width("Pass", p), column_width("Fail", f), column_width("Error", e),
               column_width("Broken", b), max(length("Total"), total > 0 ? ndigits(total) : 0),
               max(length("Time"), length(format_duration(ts))))
    print(rpad("Test Summary:", w.align, " "), " | ")
    w.pass > 0 && print(lpad("Pass", w.pass, " "), "  ")
    w.fail > 0 && print(lpad("Fail", w.fail, " "), "  ")
    w.error > 0 && print(lpad("Error", w.error, " "), "  ")
    w.broken > 0 && print(lpad("Broken", w.broken, " "), "  ")
    print(lpad("Total", w.total, " "), "  ")
    ts.showtiming && print(lpad("Time", w.duration, " "))
    println()
    print_counts(ts, 0, w, ts.showtiming)
end

function print_count(n::Int, width::Int)
    if n > 0
        print(lpad(string(n), width, " "), "  ")
    elseif width > 0
        print(lpad(" ", width, " "), "  ")
    end
end

function print_counts(ts::DefaultTestSet, depth::Int, w::Widths, showtiming::Bool)
    p, f, e, b = counts(ts)
    subtotal = p + f + e + b
    print(rpad(string("  "^depth, ts.description), w.align, " "), " | ")
    print_count(p, w.pass)
    print_count(f, w.fail)
    print_count(e, w.error)
    print_count(b, w.broken)
    print(lpad(string(subtotal), w.total, " "), "  ")
    showtiming && print(lpad(format_duration(ts), w.duration, " "))
    println()
    if p + b != subtotal || ts.verbose
        for c in ts.children
            print_counts(c, depth + 1, w, ts.showtiming)
        end
    end
end

# ---- @test ----

# a value as the "Evaluated:" line shows it
evaluated(x) = sprint(show, x)

function fail_report(orig::String, source::String, data::String)
    s = string("Test Failed at ", source, "\n  Expression: ", orig)
    isempty(data) || (s = string(s, "\n   Evaluated: ", data))
    isempty(test_contexts) || (s = string(s, "\n     Context: ", join(reverse(test_contexts), "\n              ")))
    return string(s, "\n")
end

# @testset let v = x: "v = x" for the failures inside it, innermost first
const test_contexts = String[]
push_context(name::String, value) = (push!(test_contexts, string(name, " = ", value)); nothing)
pop_context() = (pop!(test_contexts); nothing)

# The report of the exception being handled: called in a catch block, it is
# compiled once, not once for each test (a suite has hundreds).
threw_report(orig::String, source::String) =
    string("Error During Test at ", source, "\n  Test threw exception\n  Expression: ", orig, "\n",
           indented_error(Core._current_exception()))

nonbool_report(orig::String, source::String, value) =
    string("Error During Test at ", source, "\n  Expression evaluated to non-Boolean\n  Expression: ",
           orig, "\n       Value: ", sprint(show, value))

# the result of a test's expression: true passes, false fails, anything
# else is an error
check_result(value::Bool, orig::String, source::String, data::String) =
    value ? record_pass() : record_fail(fail_report(orig, source, data))
check_result(value, orig::String, source::String, data::String) =
    record_error(nonbool_report(orig, source, value))

# @test ex: f evaluates ex
function do_test(f, orig::String, source::String)
    local value
    try
        value = f()
    catch
        return record_error(threw_report(orig, source))
    end
    return check_result(value, orig, source, "")
end

negated(s::String, negate::Bool) = negate ? string("!(", s, ")") : s
negated(value::Bool, negate::Bool) = negate ? !value : value
negated(value, negate::Bool) = negate ? !value : value

# @test a == b, a < b <= c, x isa T, !(a == b): f returns the result and the
# terms, each evaluated once; ops are the operators between them. (What
# depends on the closure is kept small: a suite has hundreds of them.)
function do_test_comparison(f, ops::Tuple, negate::Bool, orig::String, source::String)
    local r
    try
        r = f()
    catch
        return record_error(threw_report(orig, source))
    end
    return comparison_result(r[1], r[2], ops, negate, orig, source)
end

comparison_result(value, terms::Tuple, ops::Tuple, negate::Bool, orig::String, source::String) =
    check_result(negated(value, negate), orig, source, "")

function comparison_result(value::Bool, terms::Tuple, ops::Tuple, negate::Bool, orig::String, source::String)
    negated(value, negate) && return record_pass()
    io = IOBuffer()
    for i in 1:length(terms)
        i > 1 && print(io, " ", ops[i-1], " ")
        print(io, evaluated(terms[i]))
    end
    return record_fail(fail_report(orig, source, negated(String(take!(io)), negate)))
end

# @test f(args...; kws...) for the functions Julia shows evaluated
# (isempty, occursin, startswith, ≈, ...): f returns the result, the
# arguments and the keyword values
function do_test_call(f, fname::String, kwnames::Tuple, negate::Bool, orig::String, source::String)
    local r
    try
        r = f()
    catch
        return record_error(threw_report(orig, source))
    end
    value, args, kwvals = r
    value isa Bool || return check_result(negated(value, negate), orig, source, "")
    value = negated(value, negate)
    value && return record_pass()
    io = IOBuffer()
    if fname == "≈" && length(args) == 2
        print(io, evaluated(args[1]), " ≈ ", evaluated(args[2]))
        if !isempty(kwnames)
            print(io, " (")
            for i in 1:length(kwnames)
                i > 1 && print(io, ", ")
                print(io, kwnames[i], "=", kwvals[i])
            end
            print(io, ")")
        end
    else
        print(io, fname, "(")
        for i in 1:length(args)
            i > 1 && print(io, ", ")
            print(io, evaluated(args[i]))
        end
        for i in 1:length(kwnames)
            print(io, i == 1 ? "; " : ", ", kwnames[i], " = ", evaluated(kwvals[i]))
        end
        print(io, ")")
    end
    return record_fail(fail_report(orig, source, negated(String(take!(io)), negate)))
end

# @test_broken ex, @test ex broken=true: a failure or an error is expected
function do_broken_test(f, orig::String, source::String)
    local value
    try
        value = f()
    catch
        return record_broken()
    end
    value isa Bool || return record_error(nonbool_report(orig, source, value))
    value || return record_broken()
    return record_error(string("Error During Test at ", source, "\n Unexpected Pass\n Expression: ", orig,
                               "\n Got correct result, please change to @test if no longer broken.\n"))
end

# ---- @test_throws ----

function do_test_throws(f, expected, orig::String, source::String)
    try
        f()
    catch
        return check_thrown(Core._current_exception(), expected, orig, source)
    end
    return record_fail(string("Test Failed at ", source, "\n  Expression: ", orig, "\n    Expected: ",
                              expected_text(expected), "\n  No exception thrown\n"))
end

expected_text(expected) = string(expected)
expected_text(expected::AbstractString) = repr(expected)

wrong_thrown(orig::String, source::String, expected::String, thrown::String, label::String) =
    record_fail(string("Test Failed at ", source, "\n  Expression: ", orig, "\n    Expected: ", expected,
                       "\n", label, thrown, "\n"))

# a type: the exception is one
check_thrown(e, expected::Type, orig::String, source::String) =
    isa(e, expected) ? record_pass() :
        wrong_thrown(orig, source, string(expected), string(typeof(e)), "      Thrown: ")

# a value: an exception of its type with equal fields
function check_thrown(e, expected::Exception, orig::String, source::String)
    isa(e, typeof(expected)) && fields_equal(e, expected) && return record_pass()
    return wrong_thrown(orig, source, string(expected), sprint(show, e), "      Thrown: ")
end

# a string (or a Regex, or a list of them): found in the exception's message
function check_thrown(e, expected::Union{AbstractString,Regex,Tuple,AbstractVector}, orig::String, source::String)
    msg = sprint(showerror, e)
    message_contains(msg, expected) && return record_pass()
    return wrong_thrown(orig, source, expected_text(expected), repr(msg), "     Message: ")
end

message_contains(msg::String, s::Union{AbstractString,Regex}) = occursin(s, msg)
message_contains(msg::String, list) = all(s -> message_contains(msg, s), list)

fields_equal(a, b) = all_fields_equal(a, b, Val(fieldcount(typeof(b))))
all_fields_equal(a, b, ::Val{0}) = true
all_fields_equal(a, b, ::Val{N}) where {N} =
    isequal(getfield(a, N), getfield(b, N)) && all_fields_equal(a, b, Val(N - 1))

# ---- @test_logs, @test_nowarn ----

# Records of the logging macros while f runs, as (level, message).
function collect_logs(f, min_level::Int)
    Base.begin_log_capture(min_level)
    local value
    try
        value = f()
    finally
        logs = Base.end_log_capture()
    end
    return logs, value
end

log_field_matches(field::Symbol, p::Symbol) = field === p
log_field_matches(field::String, p::AbstractString) = field == p
log_field_matches(field::String, p::Regex) = occursin(p, field)

pattern_matches(p::Tuple{Symbol}, r::Tuple{Symbol,String}) = log_field_matches(r[1], p[1])
pattern_matches(p::Tuple{Symbol,Any}, r::Tuple{Symbol,String}) =
    log_field_matches(r[1], p[1]) && log_field_matches(r[2], p[2])

function logs_match(logs::Vector{Tuple{Symbol,String}}, patterns::Tuple, match_any::Bool)
    if match_any
        return all(p -> any(r -> pattern_matches(p, r), logs), patterns)
    end
    length(logs) == length(patterns) || return false
    for i in 1:length(logs)
        pattern_matches(patterns[i], logs[i]) || return false
    end
    return true
end

# min_level: a Logging.LogLevel (its number), Info when not given
level_number(level::Int) = level
level_number(level) = Int(level.level)

level_name(level::Symbol) = level === :info ? "Info" : level === :warn ? "Warn" : "Error"

# @test_logs patterns... [match_mode=:any] expr: f evaluates expr, whose
# value is returned
function do_test_logs(f, patterns::Tuple, match_any::Bool, min_level, orig::String, pattern_text::String,
                      source::String)
    local logs, value
    try
        logs, value = collect_logs(f, level_number(min_level))
    catch
        record_error(threw_report(orig, source))
        return nothing
    end
    if logs_match(logs, patterns, match_any)
        record_pass()
    else
        io = IOBuffer()
        print(io, "Log Test Failed at ", source, "\n  Expression: ", orig, "\n  Log Pattern: ", pattern_text,
              "\n  Captured Logs: \n")
        for r in logs
            print(io, "    Test.LogRecord(", level_name(r[1]), ", ", repr(r[2]), ")\n")
        end
        record_fail(String(take!(io)))
    end
    return value
end

# @test_warn msg expr: what expr writes to stderr contains msg (a string, a
# Regex, a function of the text, or a list of them all to hold); its value
contains_warn(output::String, s::Union{AbstractString,Regex}) = occursin(s, output)
contains_warn(output::String, f::Function) = f(output)
contains_warn(output::String, list::Union{Tuple,AbstractVector}) = all(s -> contains_warn(output, s), list)

function do_test_warn(f, msg, orig::String, source::String)
    buf = IOBuffer()
    previous = ccall(:jlrt_stderr_capture, Ptr{Cvoid}, (Ptr{Cvoid},), buf.handle)
    local value
    try
        value = f()
    finally
        ccall(:jlrt_stderr_capture, Ptr{Cvoid}, (Ptr{Cvoid},), previous)
    end
    check_result(contains_warn(String(take!(buf)), msg), orig, source, "")
    return value
end

# @test_nowarn expr: no output to stderr while expr runs; its value
function do_test_nowarn(f, source::String)
    before = ccall(:jlrt_stderr_bytes, Int, ())
    value = f()
    written = ccall(:jlrt_stderr_bytes, Int, ()) - before
    check_result(written == 0, "isempty(stderr output)", source, "")
    return value
end

# ---- @inferred ----

splat_call(f_args::Tuple{Any,Tuple}) = f_args[1](f_args[2]...)
splat_call(f_args_kws::Tuple{Any,Tuple,NamedTuple}) = f_args_kws[1](f_args_kws[2]...; f_args_kws[3]...)

function check_inferred(value, inferred::Type)
    typeof(value) == inferred ||
        error("return type ", typeof(value), " does not match inferred return type ", inferred)
    return value
end

end
