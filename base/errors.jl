# errors.jl — Base's exceptions and how an uncaught one is reported.

struct ErrorException <: Exception
    msg::String
end

struct DivideError <: Exception end

struct ArgumentError <: Exception
    msg::String
end

# Arrays (or tuples) whose sizes do not fit together.
struct DimensionMismatch <: Exception
    msg::String
end

# InexactError(func, T, val): the conversion func could not give a T for val.
# (The value is kept as its printed form until values of any type can be held.)
struct InexactError <: Exception
    func::Symbol
    T::Symbol
    val::String
end

struct DomainError <: Exception
    val::String
    msg::String
end
DomainError(val::Int64, msg::String) = DomainError(string(val), msg)
DomainError(val::Float64, msg::String) = DomainError(string(val), msg)

# A keyword argument without a default, not given in the call.
struct UndefKeywordError <: Exception
    var::Symbol
end

error(msg::String) = throw(ErrorException(msg))

# Inside a catch block: throw what it caught again.
rethrow() = throw(Core._current_exception())
rethrow(e) = throw(e)

showerror(io::IO, e::ErrorException) = print(io, e.msg)
showerror(io::IO, e::DivideError) = print(io, "DivideError: integer division error")
showerror(io::IO, e::ArgumentError) = print(io, "ArgumentError: ", e.msg)
showerror(io::IO, e::DimensionMismatch) = print(io, "DimensionMismatch: ", e.msg)
showerror(io::IO, e::UndefKeywordError) = print(io, "UndefKeywordError: keyword argument `", e.var, "` not assigned")
showerror(io::IO, e::DomainError) = print(io, "DomainError with ", e.val, ":\n", e.msg)
function showerror(io::IO, e::InexactError)
    print(io, "InexactError: ", e.func, '(')
    e.func === e.T || print(io, e.T, ", ")
    print(io, e.val, ')')
end

function exit(code::Int64)
    run_all_finalizers()
    ccall(:jlrt_exit, Cvoid, (Int64,), code)
end
exit() = exit(0)

# Until try/catch lands, every throw ends the program here, as an uncaught
# exception does in Julia: ERROR: and the message on stderr, exit status 1.
function report_uncaught_exception(e)
    print(stderr, "ERROR: ")
    showerror(stderr, e)
    print(stderr, '\n')
    exit(1)
end
