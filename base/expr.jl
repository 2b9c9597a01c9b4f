# expr.jl — code as values: Expr, QuoteNode, LineNumberNode, run-time Symbols,
# their printing as Julia's show/print does, and the macro expander's side
# (hygiene and the result written back as source, for src/macros.c).
#
# A quoted expression :(a + $x) is lowered into the Expr constructor calls
# that build it (src/quote.c). Printing branches on the argument's type with
# `isa` rather than dispatching on Any, so a program that prints code stays
# trim-safe.

mutable struct Expr
    head::Symbol
    args::Vector{Any}
    function Expr(head::Symbol, args...)
        v = Vector{Any}(undef, length(args))
        for i in 1:length(args)
            v[i] = args[i]
        end
        new(head, v)
    end
end

# (mutable only so that it is stored boxed: an inline value::Any could hold
# a QuoteNode in itself)
mutable struct QuoteNode
    value::Any
end

struct LineNumberNode
    line::Int64
    file::Union{Symbol, Nothing}
end
LineNumberNode(line::Integer) = LineNumberNode(Int64(line), nothing)

Symbol(s::String) = ccall(:jlrt_symbol_new, Symbol, (String,), s)
Symbol(s::AbstractString) = Symbol(String(s))
Symbol(x1, xs...) = Symbol(string(x1, xs...))

==(a::Expr, b::Expr) = a.head === b.head && a.args == b.args
==(a::QuoteNode, b::QuoteNode) = isequal(a.value, b.value)
==(a::LineNumberNode, b::LineNumberNode) = a.line == b.line && isequal(a.file, b.file)
copy(e::Expr) = Expr(e.head, (x isa Expr ? copy(x) : x for x in e.args)...)

# the number of the next fresh name (a counter in the runtime: a global of
# Base would be set up by every program)
next_gensym() = ccall(:jlrt_next_gensym, Int64, ())
# gensym(): a name no program writes (##x#7), as Julia's
gensym() = gensym("")
gensym(name::Union{String, Symbol}) = Symbol("##", name, "#", next_gensym())

# esc(e): e is the caller's code, left out of the macro's hygiene
esc(e) = Expr(:escape, e)

# ---- printing ----

show(io::IO, q::QuoteNode) = (print(io, ":("); show_quoted(io, q, 0); print(io, ")"))
show(io::IO, l::LineNumberNode) = print(io, "#= ", l.file === nothing ? "none" : l.file, ":", l.line, " =#")
print(io::IO, l::LineNumberNode) = show(io, l)

function show(io::IO, e::Expr)
    if e.head === :block
        print(io, "quote\n")
        show_body(io, e, 4)
        print(io, "end")
    else
        print(io, ":(")
        show_unquoted(io, e, 0, 0)
        print(io, ")")
    end
end
print(io::IO, e::Expr) = show_unquoted(io, e, 0, 0)
print(io::IO, q::QuoteNode) = show_quoted(io, q, 0)

# A value as it appears inside code (x, "s", 1.5, :(:x), a nested Expr).
function show_unquoted(io::IO, x, indent::Int, prec::Int)
    if x isa Expr
        show_expr(io, x, indent, prec)
    elseif x isa Symbol
        show_name(io, x)
    elseif x isa QuoteNode
        show_quoted(io, x, indent)
    elseif x isa LineNumberNode
        show(io, x)
    elseif x isa String
        show(io, x)
    elseif x isa Int64
        show(io, x)
    elseif x isa Float64
        show(io, x)
    elseif x isa Bool
        show(io, x)
    elseif x isa Char
        show(io, x)
    elseif x === nothing
        print(io, "nothing")
    elseif x isa Integer
        show(io, x)
    elseif x isa AbstractFloat
        show(io, x)
    else
        print(io, "\$(", typeof(x), " value)")
    end
end

function show_quoted(io::IO, q::QuoteNode, indent::Int)
    v = q.value
    if v isa Symbol
        show(io, v)
    else
        print(io, ":(")
        show_unquoted(io, v, indent, 0)
        print(io, ")")
    end
end

# ---- which names code can write as they are ----
# The rules are C's, in runtime/symbol_syntax.h, which the compiler shares
# for the Symbols in type names (Val{:+}): one copy, so that both agree.

# isidentifier(s): s is a name as written in code, not an operator: a letter
# or _, then letters, digits, _ and !; not true or false (other keywords
# count, as in Julia). Past ASCII, Julia's rule in its main lines, from the
# Unicode categories (letters; also marks, digits and primes after the first).
isidentifier(s::Symbol) = ccall(:jlrt_isidentifier, Bool, (Symbol, Int64), s, name_length(s))
isidentifier(s::AbstractString) = (t = String(s); ccall(:jlrt_isidentifier, Bool, (Ptr{UInt8}, Int64), pointer(t), ncodeunits(t)))

# isoperator(s): s is an operator of Julia's parser (+, ==, =>, ∈, ...) or
# its broadcast form (.+, .==, .+=); the Unicode ones jlc's lexer knows.
isoperator(s::Symbol) = ccall(:jlrt_isoperator, Bool, (Symbol, Int64), s, name_length(s))
isoperator(s::AbstractString) = (t = String(s); ccall(:jlrt_isoperator, Bool, (Ptr{UInt8}, Int64), pointer(t), ncodeunits(t)))

# (an Int64 from C: a conversion from UInt64 could throw, adding an
# InexactError to every program that shows a Symbol)
name_length(s::Symbol) = ccall(:strlen, Int64, (Symbol,), s)

# show of a Symbol, as Julia writes it to read back: :a, :+, :.+, :end;
# :(==), :(=>), :(::) and the like, whose :s would read as other syntax;
# else Symbol("a b"), Symbol(""), Symbol("'") with the name as a string.
function show(io::IO, s::Symbol)
    form = ccall(:jlrt_symbol_show_form, Int32, (Symbol,), s)
    if form == 2
        print(io, ":(", s, ")")
    elseif form == 1
        print(io, ':', s)
    else
        print(io, "Symbol(\"")
        ccall(:jlrt_write_symbol_escaped, Cvoid, (Ptr{Cvoid}, Symbol), io.handle, s)
        print(io, "\")")
    end
end

# A name inside code, as Julia's show_sym writes it: itself when code can
# write it so (names and operators, but '), else var"..." (a gensym's #1#x).
function show_name(io::IO, s::Symbol)
    if isidentifier(s) || (isoperator(s) && s !== Symbol("'"))
        print(io, s)
    else
        print(io, "var")
        show(io, string(s))
    end
end

# Whether macro hygiene (macro_rename below) may qualify a name with its
# module: a name from parsed code, where anything past ASCII is a letter.
function is_plain_name(s::Symbol)
    str = string(s)
    isempty(str) && return false
    c = str[1]
    (isletter(c) || c == '_' || c > '\x7f') || return false
    for ch in str
        (isletter(ch) || isdigit(ch) || ch == '_' || ch == '!' || ch > '\x7f') || return false
    end
    true
end

# Binding strength of an infix operator, as Julia's parser ranks them (0: none).
function operator_precedence(s::Symbol)
    s === :(=) || s === :+= || s === :-= || s === :*= || s === :/= || s === :^= ||
        s === :.= || s === :(:=) || s === :%= || s === :|= || s === :&= || s === :÷= ||
        s === :<<= || s === :>>= || s === :⊻= || s === :\= || s === :>>>= || s === ://= ? 1 :
    s === :(=>) ? 3 :
    s === :-> ? 4 :
    s === :|| ? 5 :
    s === :&& ? 6 :
    s === :< || s === :> || s === :<= || s === :>= || s === :(==) || s === :(===) ||
        s === :!= || s === :!== || s === :≤ || s === :≥ || s === :≠ || s === :in ||
        s === :isa || s === :∈ || s === :∉ || s === :<: || s === :>: || s === :≈ || s === :≡ ? 7 :
    s === :<| ? 8 :
    s === :|> ? 9 :
    s === :(:) || s === :.. ? 10 :
    s === :+ || s === :- || s === :| || s === :⊻ || s === :∪ ? 11 :
    s === :* || s === :/ || s === :% || s === :& || s === :\ || s === :÷ || s === :⋅ ||
        s === :∘ || s === :× || s === :∩ ? 12 :
    s === :// ? 13 :
    s === :<< || s === :>> || s === :>>> ? 14 :
    s === :^ ? 15 :
    s === :(::) ? 16 :
    s === :. ? 17 : 0
end

is_unary_operator(s::Symbol) = s === :- || s === :+ || s === :! || s === :~ || s === :¬ || s === :√ || s === :&

function show_list(io::IO, args::Vector{Any}, first::Int, indent::Int)
    for i in first:length(args)
        i > first && print(io, ", ")
        show_unquoted(io, args[i], indent, 0)
    end
end

# f(a, b; k = 1): keyword parameters (args[first], when they are there) last
function show_call_args(io::IO, args::Vector{Any}, first::Int, indent::Int, open::String, close::String)
    print(io, open)
    params = first <= length(args) && args[first] isa Expr && (args[first]::Expr).head === :parameters
    show_list(io, args, params ? first + 1 : first, indent)
    if params
        print(io, "; ")
        show_list(io, (args[first]::Expr).args, 1, indent)
    end
    print(io, close)
end

indent_to(io::IO, n::Int) = for _ in 1:n; print(io, ' '); end

# The statements of a block, one per line at indent (a LineNumberNode as its comment).
function show_body(io::IO, body, indent::Int)
    stmts = body isa Expr && (body::Expr).head === :block ? (body::Expr).args : Any[body]
    for s in stmts
        indent_to(io, indent)
        show_unquoted(io, s, indent, 0)
        print(io, "\n")
    end
    indent_to(io, indent - 4)
end

function show_block(io::IO, head::String, spec, body, indent::Int)
    print(io, head)
    if spec !== nothing
        print(io, " ")
        show_unquoted(io, spec, indent, 0)
    end
    print(io, "\n")
    show_body(io, body, indent + 4)
end

function show_expr(io::IO, e::Expr, indent::Int, prec::Int)
    h = e.head
    args = e.args
    n = length(args)
    if h === :call && n >= 1 && args[1] isa Symbol
        f = args[1]::Symbol
        p = operator_precedence(f)
        if n == 2 && is_unary_operator(f)
            print(io, f)
            a = args[2]
            simple = !(a isa Expr) || ((a::Expr).head === :call && operator_precedence((a::Expr).args[1] isa Symbol ? (a::Expr).args[1]::Symbol : :f) == 0)
            simple ? show_unquoted(io, a, indent, 0) : (print(io, "("); show_unquoted(io, a, indent, 0); print(io, ")"))
            return
        elseif p > 0 && n >= 3 && !(args[2] isa Expr && (args[2]::Expr).head === :parameters)
            p <= prec && print(io, "(")
            for i in 2:n
                if i > 2
                    f === :(:) ? print(io, f) : print(io, " ", f, " ")
                end
                show_unquoted(io, args[i], indent, p)
            end
            p <= prec && print(io, ")")
            return
        end
    end
    if h === :call
        show_unquoted(io, args[1], indent, 17)
        show_call_args(io, args, 2, indent, "(", ")")
    elseif h === :block
        show_block(io, "begin", nothing, e, indent)
        print(io, "end")
    elseif h === :quote
        if n == 1 && args[1] isa Expr && (args[1]::Expr).head === :block
            show_block(io, "quote", nothing, args[1], indent)
            print(io, "end")
        else
            print(io, ":(")
            show_list(io, args, 1, indent)
            print(io, ")")
        end
    elseif h === :$
        print(io, "\$(")
        show_list(io, args, 1, indent)
        print(io, ")")
    elseif (h === :(=) || h === :&& || h === :|| || h === :-> || operator_precedence(h) == 1) && n == 2
        p = operator_precedence(h)
        p <= prec && print(io, "(")
        show_unquoted(io, args[1], indent, p)
        print(io, " ", h, " ")
        b = args[2]
        if (h === :(=) || h === :->) && b isa Expr && (b::Expr).head === :block && length((b::Expr).args) <= 2 && h === :(=)
            body = (b::Expr).args
            show_unquoted(io, body[length(body)], indent, p)
        else
            show_unquoted(io, b, indent, p)
        end
        p <= prec && print(io, ")")
    elseif h === :comparison
        prec >= 7 && print(io, "(")
        for i in 1:n
            isodd(i) ? show_unquoted(io, args[i], indent, 7) : print(io, " ", args[i], " ")
        end
        prec >= 7 && print(io, ")")
    elseif h === :(::) && n == 2
        show_unquoted(io, args[1], indent, 16)
        print(io, "::")
        show_unquoted(io, args[2], indent, 16)
    elseif h === :(::) && n == 1
        print(io, "::")
        show_unquoted(io, args[1], indent, 16)
    elseif h === :. && n == 2
        show_unquoted(io, args[1], indent, 17)
        b = args[2]
        if b isa QuoteNode && (b::QuoteNode).value isa Symbol
            print(io, ".")
            show_name(io, (b::QuoteNode).value::Symbol)
        else
            print(io, ".")
            show_unquoted(io, b, indent, 17)
        end
    elseif h === :tuple
        if n == 1 && !(args[1] isa Expr && (args[1]::Expr).head === :parameters)
            print(io, "(")
            show_unquoted(io, args[1], indent, 0)
            print(io, ",)")
        else
            show_call_args(io, args, 1, indent, "(", ")")
        end
    elseif h === :vect
        show_call_args(io, args, 1, indent, "[", "]")
    elseif h === :ref
        show_unquoted(io, args[1], indent, 17)
        show_call_args(io, args, 2, indent, "[", "]")
    elseif h === :curly
        show_unquoted(io, args[1], indent, 17)
        show_call_args(io, args, 2, indent, "{", "}")
    elseif h === :braces
        show_call_args(io, args, 1, indent, "{", "}")
    elseif h === :kw && n == 2
        show_unquoted(io, args[1], indent, 0)
        print(io, " = ")
        show_unquoted(io, args[2], indent, 0)
    elseif h === :parameters
        print(io, "(; ")
        show_list(io, args, 1, indent)
        print(io, ")")
    elseif h === :... && n == 1
        show_unquoted(io, args[1], indent, 17)
        print(io, "...")
    elseif h === :string
        print(io, '"')
        for a in args
            if a isa String
                escape_string(io, a, "\"\$")
            else
                print(io, "\$(")
                show_unquoted(io, a, indent, 0)
                print(io, ")")
            end
        end
        print(io, '"')
    elseif h === :if || h === :elseif
        show_if(io, e, indent, h === :if ? "if" : "elseif")
        print(io, "end")
    elseif h === :for || h === :while
        show_block(io, string(h), args[1], args[2], indent)
        print(io, "end")
    elseif h === :function && n == 2
        show_block(io, "function", args[1], args[2], indent)
        print(io, "end")
    elseif h === :let && n == 2
        b = args[1]
        show_block(io, "let", b isa Expr && (b::Expr).head === :block && isempty((b::Expr).args) ? nothing : b, args[2], indent)
        print(io, "end")
    elseif h === :try
        show_block(io, "try", nothing, args[1], indent)
        if n >= 3 && args[3] !== false
            show_block(io, "catch", args[2] === false ? nothing : args[2], args[3], indent)
        end
        if n >= 4 && args[4] !== false
            show_block(io, "finally", nothing, args[4], indent)
        end
        print(io, "end")
    elseif (h === :struct) && n == 3
        show_block(io, args[1] === true ? "mutable struct" : "struct", args[2], args[3], indent)
        print(io, "end")
    elseif (h === :return || h === :local || h === :global || h === :const) && n <= 1
        print(io, h)
        if n == 1 && !(h === :return && args[1] === nothing)
            print(io, " ")
            show_unquoted(io, args[1], indent, 0)
        end
    elseif (h === :local || h === :global) && n > 1
        print(io, h, " ")
        show_list(io, args, 1, indent)
    elseif h === :break || h === :continue
        print(io, h)
    elseif h === :macrocall && n >= 1
        show_unquoted(io, args[1], indent, 17)
        for i in 2:n
            args[i] isa LineNumberNode && continue
            print(io, " ")
            show_unquoted(io, args[i], indent, 17)
        end
    elseif h === :where
        show_unquoted(io, args[1], indent, 0)
        print(io, " where ")
        n == 2 ? show_unquoted(io, args[2], indent, 0) : show_call_args(io, args, 2, indent, "{", "}")
    elseif (h === :<: || h === :>:) && n == 2
        show_unquoted(io, args[1], indent, 7)
        print(io, " ", h, " ")
        show_unquoted(io, args[2], indent, 7)
    elseif h === :generator
        show_unquoted(io, args[1], indent, 0)
        print(io, " for ")
        show_list(io, args, 2, indent)
    elseif h === :comprehension
        print(io, "[")
        show_list(io, args, 1, indent)
        print(io, "]")
    elseif h === :escape && n == 1
        print(io, "\$(Expr(:escape, ")
        show_unquoted(io, args[1], indent, 0)
        print(io, "))")
    else
        print(io, "\$(Expr(")
        show(io, h)
        for a in args
            print(io, ", ")
            show_unquoted(io, a, indent, 0)
        end
        print(io, "))")
    end
end

function show_if(io::IO, e::Expr, indent::Int, word::String)
    args = e.args
    c = args[1]
    if word == "elseif" && c isa Expr && (c::Expr).head === :block   # elseif wraps its condition
        cargs = (c::Expr).args
        c = cargs[length(cargs)]
    end
    show_block(io, word, c, args[2], indent)
    if length(args) == 3
        alt = args[3]
        if alt isa Expr && (alt::Expr).head === :elseif
            show_if(io, alt::Expr, indent, "elseif")
        else
            show_block(io, "else", nothing, alt, indent)
        end
    end
end

# ---- macro expansion: Julia's hygiene on a macro's result ----
# src/macros.c compiles a program's macros into a helper program whose
# top-level code calls each macro on its quoted arguments and writes the
# result with macro_result: names the result assigns (not inside esc) are
# the macro's own locals and get fresh names (#1#x), so they never capture
# or clobber the caller's variables; esc(...) is the caller's code as it is.

function push_name!(names::Vector{Symbol}, x)
    if x isa Symbol
        x in names || push!(names, x)
    elseif x isa Expr
        ex = x::Expr
        if ex.head === :tuple || ex.head === :parameters
            for a in ex.args
                push_name!(names, a)
            end
        elseif (ex.head === :(::) || ex.head === :kw || ex.head === :(=)) && length(ex.args) >= 1
            push_name!(names, ex.args[1])
        elseif ex.head === :... && length(ex.args) == 1
            push_name!(names, ex.args[1])
        end
    end
end

# The locals a macro's result introduces (assignment targets, loop variables,
# `local` names, arguments and names of the functions it defines).
function macro_locals!(names::Vector{Symbol}, globals::Vector{Symbol}, x)
    x isa Expr || return
    ex = x::Expr
    h = ex.head
    h === :escape && return
    h === :quote && return
    if h === :global
        for a in ex.args
            push_name!(globals, a isa Expr && (a::Expr).head === :(=) ? (a::Expr).args[1] : a)
        end
    elseif h === :local || h === :const
        for a in ex.args
            push_name!(names, a)
        end
    elseif h === :(=) || operator_precedence(h) == 1
        lhs = ex.args[1]
        if lhs isa Expr && (lhs::Expr).head === :call        # f(x) = body
            for a in (lhs::Expr).args
                push_name!(names, a)
            end
        elseif h === :(=)
            push_name!(names, lhs)
        end
    elseif h === :for
        spec = ex.args[1]
        specs = spec isa Expr && (spec::Expr).head === :block ? (spec::Expr).args : Any[spec]
        for s in specs
            s isa Expr && push_name!(names, (s::Expr).args[1])
        end
    elseif h === :function || h === :->
        sig = ex.args[1]
        if sig isa Expr && (sig::Expr).head === :call
            for a in (sig::Expr).args
                push_name!(names, a)
            end
        else
            push_name!(names, sig)
        end
    elseif h === :let
        push_name!(names, ex.args[1])
    end
    for a in ex.args
        macro_locals!(names, globals, a)
    end
end

# owner: the macro's module as the caller names it (a hidden binding
# #module#k that src/macros.c makes), or Symbol("") when it is the caller's:
# the free names of another module's macro are that module's globals.
function macro_rename(x, names::Vector{Symbol}, fresh::Vector{Symbol}, owner::Symbol)
    if x isa Symbol
        i = findfirst(==(x), names)
        i === nothing || return fresh[i]
        return owner === Symbol("") || !is_plain_name(x) ? x : Expr(:., owner, QuoteNode(x))
    end
    x isa Expr || return x
    ex = x::Expr
    ex.head === :escape && return ex.args[1]
    ex.head === :quote && return ex
    out = Expr(ex.head)
    for (i, a) in enumerate(ex.args)
        if (ex.head === :. && i == 2) || (ex.head === :macrocall && i == 1) || (ex.head === :kw && i == 1) ||
           (ex.head === :struct && i == 2) || ex.head === :using || ex.head === :import || ex.head === :export ||
           ((ex.head === :global || ex.head === :local || ex.head === :const) && a isa Symbol)
            push!(out.args, macro_escapes_only(a))
        else
            push!(out.args, macro_rename(a, names, fresh, owner))
        end
    end
    out
end

# esc removed, nothing renamed (a keyword's name, a field name)
macro_escapes_only(x) = x isa Expr && (x::Expr).head === :escape ? (x::Expr).args[1] : x

function macro_hygiene(x, owner::Symbol)
    names = Symbol[]
    globals = Symbol[]
    macro_locals!(names, globals, x)
    filter!(s -> !(s in globals), names)
    fresh = Symbol[]
    for s in names
        push!(fresh, Symbol("#", next_gensym(), "#", s))
    end
    macro_rename(x, names, fresh, owner)
end

# @eval at top level, run by the expander: the code, interpolated there
var"@eval"(__source__, __module__, ex) = esc(ex)

# The expansion of one call, as source text for jlc to parse in its place
# (in a file of its own: what the macro prints goes to stdout at compile time).
function macro_result(path::String, x, owner::String)
    open(path, "a") do io
        show_unquoted(io, macro_hygiene(x, Symbol(owner)), 0, 0)
        print(io, "\n#=jlc:end=#\n")
    end
end
