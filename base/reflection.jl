# reflection.jl — what a closed-world, ahead-of-time program cannot do.
#
# jlc puts no compiler and no table of global names into the program, so
# code that evaluates new code or looks a global up by a run-time name cannot
# be compiled. These definitions exist so that such calls resolve and the trim
# verifier (src/trim.c) can name them, with the reason and what to write
# instead. Their bodies are never compiled: the verifier refuses to build a
# program that reaches them, except that --trim=unsafe builds a getglobal or
# Symbol(s) call without its callee, as the trim error when reached.

_not_in_closed_world(what::String) = error(what)

eval(x) = _not_in_closed_world("eval")
eval(m::Module, x) = _not_in_closed_world("eval")
include_string(m::Module, code::String) = _not_in_closed_world("include_string")
include_string(m::Module, code::String, filename::String) = _not_in_closed_world("include_string")
getglobal(m::Module, name::Symbol) = _not_in_closed_world("getglobal")
# a typed result, so that the report is about the getglobal that Symbol(s) feeds
Symbol(s::String) = ccall(:jlc_no_symbol, Symbol, (String,), s)

module Meta
parse(code::String) = Base._not_in_closed_world("Meta.parse")
parse(code::String, pos::Int) = Base._not_in_closed_world("Meta.parse")
# Julia's Meta has these too (Base's, base/expr.jl)
isidentifier(s) = Base.isidentifier(s)
isoperator(s) = Base.isoperator(s)
end

# In a closed world no method is ever added at run time, so the latest world
# is the only one: invokelatest is the plain call.
invokelatest(f, args...) = f(args...)

module Experimental
# A method instance to compile even when nothing calls it (src/methods.c
# records the call at top level); at run time it does nothing.
entrypoint(f, argtypes::Tuple) = nothing
end

# a module at run time is its full name (Main.M), written as a symbol is
print(io::IO, m::Module) = ccall(:jlrt_write_symbol, Cvoid, (Ptr{Cvoid}, Module), io.handle, m)
show(io::IO, m::Module) = print(io, m)
nameof(m::Module) = Symbol(last(split(string(m), '.')))
