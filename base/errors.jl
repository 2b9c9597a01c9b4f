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

# InexactError(func, T, args...): the conversion func could not give a T
# for the arguments; Julia 1.12's fields (func, and args: T first). The tuple
# is a parameter, so each kind of failure is a type of its own (named bare,
# src/types.c).
struct InexactError{A <: Tuple} <: Exception
    func::Symbol
    args::A
end
InexactError(func::Symbol, T, args...) = InexactError{typeof((T, args...))}(func, (T, args...))

# DomainError(val, msg): val outside the domain of a function. Julia's field
# val is typed Any; here the value's type is a parameter (a value stored as
# Any would join every Any-typed value of the program in jlc's closed world),
# named bare as Julia's (src/types.c).
struct DomainError{V} <: Exception
    val::V
    msg::String
end
DomainError(val, msg::AbstractString) = DomainError{typeof(val)}(val, String(msg))
DomainError(val) = DomainError(val, "")

# A keyword argument without a default, not given in the call.
struct UndefKeywordError <: Exception
    var::Symbol
end

# The errors raised inside the runtime and by generated code's own checks.
# Their fields are kept as text, as InexactError's value is, until values of
# any type can be held: MethodError holds its message, TypeError the names
# of the types.
struct MethodError <: Exception
    msg::String             # after "MethodError: "
end

struct TypeError <: Exception
    func::String
    expected::String
    got::String             # the type of the value
end

# var as Julia's; scope is Julia's :local or a module's name (a module is
# not a run-time value here), shown as Julia shows either.
struct UndefVarError <: Exception
    var::Symbol
    scope::String
end
show(io::IO, e::UndefVarError) =
    print(io, "UndefVarError(", repr(e.var), ", ", e.scope == "local" ? ":local" : e.scope, ')')

# Julia 1.12's error for a field a type does not have.
struct FieldError <: Exception
    type::String
    field::String
end

struct OutOfMemoryError <: Exception end

struct StackOverflowError <: Exception end
struct UndefRefError <: Exception end

struct EOFError <: Exception end

error(msg::String) = throw(ErrorException(msg))
error(msg...) = throw(ErrorException(string(msg...)))

# Inside a catch block: throw what it caught again.
rethrow() = throw(Core._current_exception())
rethrow(e) = throw(e)

showerror(io::IO, e::ErrorException) = print(io, e.msg)
showerror(io::IO, e::DivideError) = print(io, "DivideError: integer division error")
showerror(io::IO, e::ArgumentError) = print(io, "ArgumentError: ", e.msg)
showerror(io::IO, e::DimensionMismatch) = print(io, "DimensionMismatch: ", e.msg)
showerror(io::IO, e::UndefKeywordError) = print(io, "UndefKeywordError: keyword argument `", e.var, "` not assigned")
# The message is always printed, after a colon and a new line, even when it
# is empty: Julia's DomainError(x) stores "".
showerror(io::IO, e::DomainError) = print(io, "DomainError with ", e.val, ":\n", e.msg)
showerror(io::IO, e::MethodError) = print(io, "MethodError: ", e.msg)
function showerror(io::IO, e::TypeError)
    if e.expected == "Bool"
        print(io, "TypeError: non-boolean (", e.got, ") used in boolean context")
    else
        print(io, "TypeError: in ", e.func, ", expected ", e.expected, ", got a value of type ", e.got)
    end
end
# scope: a module's name, or "local" (Julia's :local) for a local read before
# it was assigned
function showerror(io::IO, e::UndefVarError)
    print(io, "UndefVarError: `", e.var, "` not defined in ")
    if e.scope == "local"
        print(io, "local scope\nSuggestion: check for an assignment to a local variable that shadows a global of the same name.")
    else
        print(io, '`', e.scope, '`')
    end
end
showerror(io::IO, e::FieldError) = print(io, "FieldError: type ", e.type, " has no field `", e.field, '`')
showerror(io::IO, e::OutOfMemoryError) = print(io, "OutOfMemoryError()")
showerror(io::IO, e::StackOverflowError) = print(io, "StackOverflowError:")
showerror(io::IO, e::UndefRefError) = print(io, "UndefRefError: access to undefined reference")
showerror(io::IO, e::EOFError) = print(io, "EOFError: read end of file")
# InexactError: Int64(2.5), trunc(Int8, 300): the type is left out when it
# names the function
function showerror(io::IO, e::InexactError)
    print(io, "InexactError: ", e.func, '(')
    T = first(e.args)
    nameof(T) === e.func || print(io, T, ", ")
    join(io, map(repr, tail(e.args)), ", ")
    print(io, ')')
end

function exit(code::Int64)
    ccall(:jlrt_exit, Cvoid, (Int64,), code)
end
exit() = exit(0)

# An exception type (or any thrown value) without a showerror method of
# its own is reported as show prints it: `ERROR: MyError(3)`, as Julia's.
showerror(io::IO, e) = show(io, e)

# A throw that no try catches ends the program here, as an uncaught
# exception does in Julia: ERROR:, the message and the Stacktrace: on
# stderr, exit status 1.
function report_uncaught_exception(e)
    print(stderr, "ERROR: ")
    showerror(stderr, e)
    print(stderr, '\n')
    ccall(:jlrt_print_backtrace, Cvoid, ())
    exit(1)
end

# The runtime raises its errors here (runtime/jlrt.h, jlrt_raise; the kinds
# are numbered as enum jlrt_error_kind there). The compiler compiles this
# function into every program that has a try, so that a catch can get them.
function throw_runtime_error(kind::Int32, a::String, b::String, c::String, n::Int64)
    kind == 2 && throw(ArgumentError(a))
    kind == 3 && throw(BoundsError(Described(a), (sizeof(b) == 0 ? string(n) : b,)))
    kind == 4 && throw(MethodError(a))
    kind == 5 && throw(TypeError(a, b, c))
    kind == 6 && throw(UndefVarError(Symbol(a), b))
    kind == 7 && throw(FieldError(a, b))
    kind == 8 && throw(SystemError(a, n % Int32))
    kind == 9 && throw(OutOfMemoryError())
    kind == 10 && throw(StackOverflowError())
    kind == 11 && throw(UndefRefError())
    kind == 12 && uv_error(a, n % Int32)
    throw(ErrorException(a))
end

# A collection the runtime knows only by name (a tuple that generated code
# indexed out of range): the BoundsError it raises holds this.
struct Described
    what::String
end
summary(d::Described) = d.what

# summary(x): how an error names a value: "3-element Vector{Int64}",
# "2-codeunit String", and otherwise its type.
summary(x) = string(typeof(x))
summary(a::AbstractArray) = array_what(a)
summary(s::AbstractString) = string(ncodeunits(s), "-codeunit ", typeof(s))

# What @assert throws.
struct AssertionError <: Exception
    msg::String
end
showerror(io::IO, e::AssertionError) = print(io, "AssertionError: ", e.msg)
