/*
 * Unit test of dispatch (src/methods.c): which method a call with given
 * argument types runs, or that none does, or that the call is ambiguous.
 *
 * The methods are the Julia source SOURCE_LINES below, one a line, loaded
 * into Main after base/ as the compiler loads a program; a case names the
 * method it expects by its line. A second table checks the value the chosen
 * method's `where` variable takes (Julia's static parameter). Every expected answer is Julia's: the manual
 * ("Methods": defining methods, method ambiguities, parametric methods and
 * the diagonal rule, varargs) and Julia's own test/ambiguous.jl and
 * test/specificity.jl (the ambig, amb_3, amb_4, Ambig5, Ambig48312,
 * fnoambig, f35983 and _z_z_z_ cases), never what the code returns today.
 *
 * Prints one line per failure; exits 1 if any case fails.
 */
#include <limits.h>
#include <stdarg.h>
#include <unistd.h>

#include "types.h"

void builtins_init(void);   /* infer.c */

enum { NO_METHOD = 0, AMBIGUOUS = -1 };

/* function, argument types (a comma-separated list of Julia types), the
 * line of the method Julia calls or NO_METHOD or AMBIGUOUS */
typedef struct { const char *func, *args; int expected; } DispatchCase;

static const char *SOURCE_LINES[] = {
    /*   1 */ "# test_dispatch.c: one method a line; a case names the method it expects by its line",
    /*   2 */ "abstract type Shape end",
    /*   3 */ "struct Circle <: Shape end",
    /*   4 */ "struct MyReal <: Real end",
    /*   5 */ "struct MyNum <: Number end",
    /*   6 */ "# Int64 vs Integer vs Real vs Any (manual \"Methods\")",
    /*   7 */ "tower(x) = 1",
    /*   8 */ "tower(x::Number) = 2",
    /*   9 */ "tower(x::Real) = 3",
    /*  10 */ "tower(x::Integer) = 4",
    /*  11 */ "tower(x::Signed) = 5",
    /*  12 */ "tower(x::Int64) = 6",
    /*  13 */ "tower(x::AbstractFloat) = 7",
    /*  14 */ "tower(x::String) = 8",
    /*  15 */ "tower(x::Shape) = 9",
    /*  16 */ "# two arguments (manual \"Defining Methods\")",
    /*  17 */ "g2(x::Float64, y::Float64) = 1",
    /*  18 */ "g2(x::Number, y::Number) = 2",
    /*  19 */ "g2(x, y) = 3",
    /*  20 */ "# ambiguities (manual \"Method Ambiguities\")",
    /*  21 */ "h(x::Float64, y) = 1",
    /*  22 */ "h(x, y::Float64) = 2",
    /*  23 */ "amb(x::Int64, y) = 1",
    /*  24 */ "amb(x, y::Int64) = 2",
    /*  25 */ "# Julia's test/ambiguous.jl: ambig; a3 is amb_3, a4 amb_4, a5 Ambig5, a6 Ambig48312, fn fnoambig",
    /*  26 */ "ambig(x, y) = 1",
    /*  27 */ "ambig(x::Integer, y) = 2",
    /*  28 */ "ambig(x, y::Integer) = 3",
    /*  29 */ "ambig(x::Int64, y::Int64) = 4",
    /*  30 */ "ambig(x::Number, y) = 5",
    /*  31 */ "a3(x::Int8, y::Int8) = 1",
    /*  32 */ "a3(x::Int16, y::Int16) = 2",
    /*  33 */ "a3(x::Integer, y::Integer) = 3",
    /*  34 */ "a3(x::Integer, y) = 4",
    /*  35 */ "a3(x, y::Integer) = 5",
    /*  36 */ "a4(x::Int8, y::Int8) = 1",
    /*  37 */ "a4(x::Int16, y::Int16) = 2",
    /*  38 */ "a4(x::Integer, y) = 3",
    /*  39 */ "a4(x, y::Integer) = 4",
    /*  40 */ "a5(x::Int8, y) = 1",
    /*  41 */ "a5(x::Integer, y) = 2",
    /*  42 */ "a5(x, y::Int64) = 3",
    /*  43 */ "a6(x::Integer, y::Int64) = 1",
    /*  44 */ "a6(x::Int64, y::Integer) = 2",
    /*  45 */ "a6(x::Signed, y::Int64) = 3",
    /*  46 */ "a6(x::Int64, y::Signed) = 4",
    /*  47 */ "fn(x::Int64, y::Int64) = 1",
    /*  48 */ "fn(x::Int64, y) = 2",
    /*  49 */ "fn(x, y::Int64) = 3",
    /*  50 */ "fn(x, y) = 4",
    /*  51 */ "# where T and the diagonal rule (manual \"Parametric Methods\")",
    /*  52 */ "same_type(x::T, y::T) where {T} = 1",
    /*  53 */ "same_type(x, y) = 2",
    /*  54 */ "stn(x::T, y::T) where {T<:Number} = 1",
    /*  55 */ "stn(x::Number, y::Number) = 2",
    /*  56 */ "diag(x::T, y::T) where {T} = 1",
    /*  57 */ "bnd(x::T) where {T<:Real} = 1",
    /*  58 */ "bnd(x::T) where {T<:Integer} = 2",
    /*  59 */ "bnd(x) = 3",
    /*  60 */ "myappend(v::Vector{T}, x::T) where {T} = 1",
    /*  61 */ "push2(x::T, v::Vector{T}) where {T} = 1",
    /*  62 */ "vr(v::Vector{T}) where {T<:Real} = 1",
    /*  63 */ "vr(v::Vector) = 2",
    /*  64 */ "vi(v::Vector{<:Integer}) = 1",
    /*  65 */ "vi(v::Vector{Int64}) = 2",
    /*  66 */ "vi(v) = 3",
    /*  67 */ "nt(x::Tuple{Int64, Int64}) = 1",
    /*  68 */ "nt(x::Tuple) = 2",
    /*  69 */ "nt(x::Tuple{T, T}) where {T} = 3",
    /*  70 */ "# Vararg methods versus fixed arity",
    /*  71 */ "va(x::Int64) = 1",
    /*  72 */ "va(x::Int64, y::Int64) = 2",
    /*  73 */ "va(x::Int64...) = 3",
    /*  74 */ "va(x...) = 4",
    /*  75 */ "vb(x, rest...) = 1",
    /*  76 */ "vb(x::Int64, rest::Int64...) = 2",
    /*  77 */ "vb(x::Int64, y::Int64) = 3",
    /*  78 */ "# zz is _z_z_z_ (test/specificity.jl)",
    /*  79 */ "zz(x, y) = 1",
    /*  80 */ "zz(x::Int64, y::Int64, z::Vector) = 2",
    /*  81 */ "zz(x::Int64, c...) = 3",
    /*  82 */ "vt(xs::T...) where {T} = 1",
    /*  83 */ "vt(xs...) = 2",
    /*  84 */ "# Type{T}",
    /*  85 */ "ty(::Type{Int64}) = 1",
    /*  86 */ "ty(::Type{T}) where {T<:Integer} = 2",
    /*  87 */ "ty(::Type{T}) where {T} = 3",
    /*  88 */ "ty(x) = 4",
    /*  89 */ "tv(::Type{Vector{T}}) where {T} = 1",
    /*  90 */ "tv(::Type{T}) where {T} = 2",
    /*  91 */ "# tt is f35983 (test/ambiguous.jl): specificity is not transitive over subtyping",
    /*  92 */ "tt(x::T, y::T) where {T} = 1",
    /*  93 */ "tt(x::Type, y::Type) = 2",
    /*  94 */ "conv(::Type{T}, x::T) where {T} = 1",
    /*  95 */ "conv(::Type{T}, x) where {T} = 2",
    /*  96 */ "# Union arguments",
    /*  97 */ "un(x::Union{Int64, String}) = 1",
    /*  98 */ "un(x::Integer) = 2",
    /*  99 */ "un(x) = 3",
    /* 100 */ "un2(x::Union{Int64, String}) = 1",
    /* 101 */ "un2(x::Int64) = 2",
    /* 102 */ "maybe(x::Union{T, Nothing}) where {T<:Integer} = 1",
    /* 103 */ "maybe(x) = 2",
    /* 104 */ "# a bare Pair stands for its own Pair{A, B} in each argument: the typed methods are more specific",
    /* 105 */ "pv(xs::Pair{K, V}...) where {K, V} = 1",
    /* 106 */ "pv(xs::Pair...) = 2",
    /* 107 */ "pf(x::Pair{K, V}, y::Pair{K, V}) where {K, V} = 1",
    /* 108 */ "pf(x::Pair, y::Pair) = 2",
};

static const DispatchCase CASES[] = {
    {"tower", "Int64", 12},
    {"tower", "Int32", 11},
    {"tower", "Int8", 11},
    {"tower", "Bool", 10},
    {"tower", "UInt8", 10},
    {"tower", "Float64", 13},
    {"tower", "Float32", 13},
    {"tower", "MyReal", 9},
    {"tower", "MyNum", 8},
    {"tower", "Char", 7},
    {"tower", "String", 14},
    {"tower", "Nothing", 7},
    {"tower", "Symbol", 7},
    {"tower", "Circle", 15},
    {"tower", "Int64, Int64", NO_METHOD},
    {"tower", "", NO_METHOD},
    {"g2", "Float64, Float64", 17},
    {"g2", "Int64, Float64", 18},
    {"g2", "Float64, Int64", 18},
    {"g2", "String, Int64", 19},
    {"g2", "Int64", NO_METHOD},
    {"h", "Float64, Int64", 21},
    {"h", "Int64, Float64", 22},
    {"h", "Float64, Float64", AMBIGUOUS},
    {"h", "Int64, Int64", NO_METHOD},
    {"amb", "Int64, Int64", AMBIGUOUS},
    {"amb", "Int64, String", 23},
    {"amb", "String, Int64", 24},
    {"amb", "String, String", NO_METHOD},
    {"ambig", "String, String", 26},
    {"ambig", "Float64, Float64", 30},
    {"ambig", "Int64, Int64", 29},
    {"ambig", "UInt8, Int64", AMBIGUOUS},
    {"ambig", "Int64, UInt8", AMBIGUOUS},
    {"ambig", "String, Int64", 28},
    {"ambig", "Int8, String", 27},
    {"ambig", "Float64, String", 30},
    {"ambig", "Float64, Int64", AMBIGUOUS},
    {"a3", "Int8, Int8", 31},
    {"a3", "Int16, Int16", 32},
    {"a3", "Int64, Int64", 33},
    {"a3", "Int8, Int16", 33},
    {"a3", "Int64, String", 34},
    {"a3", "String, Int64", 35},
    {"a3", "String, String", NO_METHOD},
    {"a4", "Int8, Int8", 36},
    {"a4", "Int64, Int64", AMBIGUOUS},
    {"a4", "Int8, Int16", AMBIGUOUS},
    {"a4", "Int64, String", 38},
    {"a5", "Int8, Int64", AMBIGUOUS},
    {"a5", "Int8, String", 40},
    {"a5", "Int16, String", 41},
    {"a5", "String, Int64", 42},
    {"a5", "Int16, Int64", AMBIGUOUS},
    {"a6", "Int64, Int64", AMBIGUOUS},
    {"a6", "Int8, Int64", 45},
    {"a6", "Int64, Int8", 46},
    {"a6", "UInt8, Int64", 43},
    {"a6", "Int64, UInt8", 44},
    {"fn", "Int64, Int64", 47},
    {"fn", "Int64, String", 48},
    {"fn", "String, Int64", 49},
    {"fn", "String, String", 50},
    {"same_type", "Int64, Int64", 52},
    {"same_type", "Int64, Float64", 53},
    {"same_type", "Float64, Float64", 52},
    {"same_type", "String, Float64", 53},
    {"same_type", "String, String", 52},
    {"same_type", "Int32, Int64", 53},
    {"stn", "Int64, Int64", 54},
    {"stn", "Int64, Float64", 55},
    {"stn", "String, Float64", NO_METHOD},
    {"stn", "Int32, Int64", 55},
    {"stn", "Float64, Float64", 54},
    {"stn", "String, String", NO_METHOD},
    {"diag", "Int64, Float64", NO_METHOD},
    {"diag", "Int64, Int64", 56},
    {"diag", "Circle, Circle", 56},
    {"diag", "Type{Int64}, Type{Int8}", 56},   /* T is DataType, a concrete type */
    {"bnd", "Int64", 58},
    {"bnd", "Float64", 57},
    {"bnd", "String", 59},
    {"bnd", "Bool", 58},
    {"bnd", "MyReal", 57},
    {"bnd", "MyNum", 59},
    {"myappend", "Vector{Int64}, Int64", 60},
    {"myappend", "Vector{Int64}, Float64", NO_METHOD},
    {"myappend", "Vector{Float64}, Float64", 60},
    {"myappend", "Vector{Float64}, Int64", NO_METHOD},
    {"myappend", "Vector{Real}, Int64", 60},
    {"push2", "Int64, Vector{Int64}", 61},
    {"push2", "Int64, Vector{Real}", 61},
    {"push2", "Float64, Vector{Int64}", NO_METHOD},
    {"push2", "String, Vector{Any}", 61},
    {"vr", "Vector{Int64}", 62},
    {"vr", "Vector{String}", 63},
    {"vr", "Vector{Real}", 62},
    {"vr", "Vector{Any}", 63},
    {"vr", "Matrix{Int64}", NO_METHOD},
    {"vi", "Vector{Int64}", 65},
    {"vi", "Vector{Int8}", 64},
    {"vi", "Vector{Integer}", 64},
    {"vi", "Vector{Float64}", 66},
    {"vi", "Int64", 66},
    {"nt", "Tuple{Int64, Int64}", 67},
    {"nt", "Tuple{Float64, Float64}", 69},
    {"nt", "Tuple{Int64, Float64}", 68},
    {"nt", "Tuple{}", 68},
    {"nt", "Int64", NO_METHOD},
    {"va", "", 73},
    {"va", "Int64", 71},
    {"va", "Int64, Int64", 72},
    {"va", "Int64, Int64, Int64", 73},
    {"va", "String", 74},
    {"va", "Int64, String", 74},
    {"va", "String, Int64, Int64", 74},
    {"vb", "Int64", 76},
    {"vb", "", NO_METHOD},
    {"vb", "Int64, Int64", 77},
    {"vb", "Int64, Int64, Int64", 76},
    {"vb", "String, Int64", 75},
    {"vb", "Int64, String", 75},
    {"vb", "String", 75},
    {"zz", "Int64, Int64, Vector{Any}", 80},
    {"zz", "Int64", 81},
    {"zz", "String, String", 79},
    {"zz", "Int64, Int64", 81},
    {"zz", "Int64, String, String", 81},
    {"zz", "String, Int64, Int64", NO_METHOD},
    {"vt", "Int64, Int64", 82},
    {"vt", "Int64, Float64", 83},
    {"vt", "Int64", 82},
    {"vt", "", 82},
    {"vt", "String, String, String", 82},
    {"ty", "Type{Int64}", 85},
    {"ty", "Type{Int8}", 86},
    {"ty", "Type{Float64}", 87},
    {"ty", "Type{Integer}", 86},
    {"ty", "Type{String}", 87},
    {"ty", "Int64", 88},
    {"ty", "Type{Vector{Int64}}", 87},
    {"ty", "String", 88},
    {"ty", "Type{Bool}", 86},
    {"tv", "Type{Vector{Int64}}", 89},
    {"tv", "Type{Int64}", 90},
    {"tv", "Type{Matrix{Int64}}", 90},
    {"tt", "Int64, Int64", 92},
    {"tt", "Type{Int32}, Type{Int32}", 93},
    {"tt", "Type{Int32}, Type{Int64}", 93},
    {"tt", "Int64, String", NO_METHOD},
    {"conv", "Type{Int64}, Int64", 94},
    {"conv", "Type{Integer}, Int64", 94},
    {"conv", "Type{Int64}, Float64", 95},
    {"conv", "Type{Float64}, Int64", 95},
    {"conv", "Int64, Int64", NO_METHOD},
    {"un", "Int64", 97},
    {"un", "String", 97},
    {"un", "Int8", 98},
    {"un", "Float64", 99},
    {"un", "Nothing", 99},
    {"un2", "Int64", 101},
    {"un2", "String", 100},
    {"un2", "Float64", NO_METHOD},
    {"maybe", "Int64", 102},
    {"maybe", "Nothing", 102},
    {"maybe", "String", 103},
    {"maybe", "Float64", 103},
    {"maybe", "Int8", 102},
    {"pv", "Pair{Int64, Int64}, Pair{Int64, Int64}", 105},
    {"pv", "Pair{Int64, Int64}", 105},
    {"pv", "", 105},
    {"pv", "Pair{Int64, Int64}, Pair{String, Float64}", 106},
    {"pf", "Pair{Int64, String}, Pair{Int64, String}", 107},
    {"pf", "Pair{Int64, String}, Pair{Int64, Int64}", 108},
    {"pf", "Pair{Int64, String}", NO_METHOD},
};

/* The value of the first `where` variable of the method chosen, as a Julia
 * type, or NULL where Julia leaves it undefined (no argument binds it:
 * "UndefVarError: static parameter T not defined" if the body used it). */
typedef struct { const char *func, *args, *value; } SparamCase;

static const SparamCase SPARAM_CASES[] = {
    {"same_type", "String, String", "String"},
    {"stn", "Float64, Float64", "Float64"},
    {"bnd", "Bool", "Bool"},
    {"myappend", "Vector{Real}, Int64", "Real"},
    {"push2", "Int64, Vector{Real}", "Real"},
    {"push2", "Int64, Vector{Int64}", "Int64"},
    {"vr", "Vector{Int8}", "Int8"},
    {"nt", "Tuple{Float64, Float64}", "Float64"},
    {"vt", "Int64, Int64", "Int64"},
    {"vt", "", NULL},
    {"ty", "Type{Int8}", "Int8"},
    {"ty", "Type{Vector{Int64}}", "Vector{Int64}"},
    {"tv", "Type{Vector{Int64}}", "Int64"},
    {"conv", "Type{Integer}, Int64", "Integer"},
    {"maybe", "Int64", "Int64"},
    {"maybe", "Nothing", NULL},
    {"diag", "Type{Int64}, Type{Int8}", "DataType"},
};

#include "fixture.h"

/* ---------------- the checks ---------------- */
static const char *describe(int line) {
  if (line == NO_METHOD) return "no method";
  if (line == AMBIGUOUS) return "ambiguous";
  return arena_printf("line %d `%s`", line, SOURCE_LINES[line - 1]);
}

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

int main(void) {
  StrBuf src = {0};
  for (int i = 0; i < COUNT(SOURCE_LINES); i++) {
    sb_puts(&src, SOURCE_LINES[i]);
    sb_puts(&src, "\n");
  }
  boot(arena_strndup(sb_str(&src), (size_t)src.len));

  int failures = 0;
  for (int i = 0; i < COUNT(CASES); i++) {
    const DispatchCase *c = &CASES[i];
    Binding *b = module_lookup(main_module, sym(c->func));
    if (!b || b->kind != BIND_CONST || !b->value.type->func) fatal("no function %s", c->func);
    Func *f = b->value.fn;
    Type *args = ty(arena_printf("Tuple{%s}", c->args));
    Type **sp = NULL;
    bool ambiguous = false;
    Method *m = method_dispatch(f, args->params, args->nparams, &sp, &ambiguous);
    int got = m ? m->loc.line : ambiguous ? AMBIGUOUS : NO_METHOD;
    /* the chosen method applies; with no method, none does */
    int count = 0;
    bool amb2 = false;
    methods_matching(f, args->params, args->nparams, &count, &amb2);
    bool consistent = m ? count >= 1 : ambiguous ? count >= 2 : count == 0;
    if (got != c->expected || !consistent) {
      failures++;
      printf("FAIL %s(%s): got %s, Julia: %s%s\n", c->func, c->args, describe(got), describe(c->expected),
             consistent ? "" : " (and methods_matching disagrees)");
    }
  }
  for (int i = 0; i < COUNT(SPARAM_CASES); i++) {
    const SparamCase *c = &SPARAM_CASES[i];
    Func *f = module_lookup(main_module, sym(c->func))->value.fn;
    Type *args = ty(arena_printf("Tuple{%s}", c->args));
    Type **sp = NULL;
    bool ambiguous = false;
    Method *m = method_dispatch(f, args->params, args->nparams, &sp, &ambiguous);
    Type *want = c->value ? ty(c->value) : NULL;
    Type *got = m && m->nsparams ? sp[0] : NULL;
    if (!m || !m->nsparams || got != want) {
      failures++;
      printf("FAIL %s(%s): the static parameter is %s, Julia: %s\n", c->func, c->args,
             !m ? "not there (no method chosen)" : got ? type_str(got) : "undefined", want ? type_str(want) : "undefined");
    }
  }
  printf("test_dispatch: %d dispatch cases, %d static parameter cases, %d failed\n", COUNT(CASES),
         COUNT(SPARAM_CASES), failures);
  return failures ? 1 : 0;
}
