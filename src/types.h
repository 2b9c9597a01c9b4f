/* types.h — the program as data: modules and their bindings, types, generic
 * functions and their methods. Built by methods.c from the syntax tree,
 * queried by every later stage.
 *
 * Types are interned: two Type pointers are equal iff the types are equal,
 * so `==` on Type* is type equality. */
#ifndef JLC_TYPES_H
#define JLC_TYPES_H

#include "ast.h"

typedef struct Type Type;
typedef struct TypeName TypeName;
typedef struct Module Module;
typedef struct Binding Binding;
typedef struct Func Func;
typedef struct Method Method;

typedef enum {
  TY_DATATYPE,    /* a (possibly parametric) nominal type, tuples included */
  TY_UNION,       /* Union{A, B, ...}: members in Julia's order (union_type) */
  TY_BOTTOM,      /* Union{}: no values (the type of code that never returns) */
  TY_TYPEVAR,     /* T in `where T<:ub`; also the parameters of a type definition */
  TY_VARARG,      /* Vararg{T} as the last parameter of a Tuple */
  TY_VALUE,       /* a value used as a type parameter: the 1 in Array{T,1}, the :a in
                     Val{:a}, the (:a, :b) in NamedTuple{(:a, :b), T} (its elements as params) */
} TypeKind;

/* A compile-time value: literals, constants, types and functions. */
typedef struct Const {
  Type *type;
  union {
    int64_t i;               /* signed integers, Bool, Char (as its 32-bit encoding) */
    uint64_t u;
    double f;
    Type *ty;                /* type is Type{T}: the value T */
    Func *fn;                /* type is typeof(f) */
    Module *mod;
    Sym sym;                 /* Symbol */
  };
  const char *str;           /* String bytes */
  size_t len;
} Const;

/* What every instance of a family of DataTypes shares: Point in Point{Int64}. */
struct TypeName {
  Sym name;
  Module *module;
  bool is_abstract, is_mutable, is_primitive;
  int new_min_fields;        /* has_partial_new: the fewest fields a new() of it sets */
  bool has_partial_new;      /* the others are undefined (NULL) until assigned */
  int nbits;                 /* primitive types: size in bits */
  int nparams;
  Type **params;             /* TypeVars as written in the definition */
  Type *super;               /* supertype in terms of `params` */
  int nfields;
  Sym *field_names;
  Type **field_types;        /* in terms of `params` */
  Type *wrapper;             /* the type without parameters applied (for nparams 0: the type itself) */
  Func *constructors;        /* methods called when the type itself is called: Point(1, 2) */
  Func *functor;             /* methods called when a value of the type is called: (p::Poly)(x) */
  Loc loc;
  VEC(Type *) instances;     /* interned applications of this name */
};

struct Type {
  TypeKind kind;
  int id;                    /* creation order: a stable sort key */
  /* TY_DATATYPE */
  TypeName *name;
  int nparams;
  Type **params;
  Type *super;
  int nfields;               /* a tuple's elements, a named tuple's names, a struct's fields */
  Sym *field_names;          /* NULL for tuples */
  Type **field_types;        /* with the parameters substituted */
  /* TY_UNION */
  int nmembers;
  Type **members;
  /* TY_TYPEVAR */
  Sym tv_name;
  Type *tv_lb, *tv_ub;
  bool tv_bound;             /* quantified by the type expression it is in (`Vector{<:Integer}`,
                                `Vector{T} where T`, the alias `Vector` used bare): a type
                                with only such free variables is a UnionAll, one type */
  bool tv_alias;             /* an alias's parameter: each bare use of the alias is a UnionAll
                                of its own (Tuple{Vector, Vector} has two variables) */
  /* TY_VARARG */
  Type *va_elem;
  Type *va_count;            /* Vararg{T, N}: N, a type variable (a known count is expanded); NULL: any count */
  /* TY_VALUE: a scalar, or for a tuple of values its type (elements in params) */
  Const value;
  /* TY_VALUE made by runtime_value_param: some value of type value.type that
   * only the running program knows. K{i}() with a run-time i has the type
   * K{<rt Int64>}, which stands for every K{n}: its values carry n (a hidden
   * field), and a Type{K{<rt Int64>}} value is that n. */
  bool rt_value;
  /* derived facts */
  bool is_concrete;          /* can be the type of a value */
  bool is_singleton;         /* exactly one value: no fields and immutable, Type{T}, typeof(f) */
  signed char free_vars;     /* memo of type_has_free_vars: 0 not yet asked, 1 yes, -1 no */
  int rt_count;              /* memo of type_rt_count, plus 1 (0: not yet asked) */
  Func *func;                /* typeof(f): the function */
  const char *cname;         /* memoized C type name (emit_c.c) */
  bool cname_pending;        /* its C type is being written (emit_c.c: a type held by value
                                cannot contain itself) */
  int emitted;               /* emit_c.c bookkeeping */
  const char *str;           /* memoized printed form */
};


/* BIND_BOX: not a global but a local that closures share (lower.c), whose
 * type is, as a global's, the join of everything assigned to it; value.ty
 * is the type of its box, a mutable struct of one field of that type. */
typedef enum { BIND_UNDEF, BIND_CONST, BIND_GLOBAL, BIND_ALIAS, BIND_BOX } BindingKind;

struct Binding {
  Sym name;
  Module *module;
  BindingKind kind;
  Const value;               /* BIND_CONST with a compile-time value */
  bool runtime_const;        /* const initialized by top-level code at start-up */
  /* a const initialized by a ccall of no arguments: read as that call, which
   * returns the same value each time (the runtime makes it on first use), so
   * a program that never reads it pays nothing (ARGS) */
  Node *ccall_init;
  Type *type;                /* globals: join of every assigned value's type */
  int nparams;               /* BIND_ALIAS: `const Vector{T} = Array{T,1}` */
  Type **alias_params;
  Type *alias_body;
  Loc loc;
  int id;
  Binding *imported;         /* set when the name is resolved through `using` */
  bool exported;             /* named by the module's `export`: what `using` makes visible */
  const char *cname;         /* a global's C variable (emit_c.c) */
};

struct Module {
  Sym name;
  Module *parent;
  VEC(Binding *) bindings;   /* in definition order */
  Binding **table;           /* open addressing by symbol pointer */
  int table_cap;
  VEC(Module *) usings;      /* modules whose names are visible here */
};

typedef enum {
  BI_NONE,
  BI_EGAL, BI_TYPEOF, BI_ISA, BI_GETFIELD, BI_SETFIELD, BI_TUPLE, BI_THROW,
  BI_NFIELDS, BI_SUBTYPE, BI_TYPEASSERT, BI_IFELSE, BI_FIELDTYPE,
  BI_TYPE_STRING,            /* Core._type_string(T): T as Julia prints it (jlc's own) */
  BI_FIELDS_TUPLE,           /* Core._fields_tuple(x): x's fields as a tuple (jlc's own, for show) */
  BI_NEW,                    /* Core._new(T, fields::Tuple): a T of those fields, no constructor run (deepcopy) */
  BI_SETFIELDS,              /* Core._setfields!(x, fields::Tuple): every field of a mutable x at once (deepcopy) */
  BI_ARRAY_NEW,              /* Core._array_new(Vector{T}, n): n zeroed elements */
  BI_ARRAYLEN,               /* Core._arraylen(a) */
  BI_ARRAYREF,               /* Core._arrayref(a, i): bounds unchecked, 1-based; #undef throws UndefRefError */
  BI_ARRAYSET,               /* Core._arrayset(a, x, i): unchecked; x must be an element */
  BI_ARRAY_ISASSIGNED,       /* Core._array_isassigned(a, i): false for an #undef element, unchecked */
  BI_ARRAYCOPY,              /* Core._arraycopy!(dest, j, src, i): dest[j] = src[i], unchecked, #undef too */
  BI_ARRAY_RESIZE,           /* Core._array_resize(a, n) */
  BI_ARRAY_RESIZE_FRONT,     /* Core._array_resize_front(a, n): to length n, adding or dropping at the front */
  BI_ARRAY_NROWS,            /* Core._array_nrows(a): a Matrix's first dimension */
  BI_ARRAY_SHARE,            /* Core._array_share(Matrix{T}, a, rows), (Array{T,N}, a, dims...): a's elements in another shape */
  BI_ARRAY_DIM,              /* Core._array_dim(a, k): dimension k of an Array{T,N}, N >= 3 */
  BI_NARROW_ISA,             /* Core._narrow_isa(x, T): x, known to be a T (lower.c's narrowing) */
  BI_NARROW_NOT,             /* Core._narrow_not(x, T): x, known not to be a T */
  BI_CODEUNIT,               /* Core._codeunit(s, i): byte i of a String, unchecked */
  BI_ISCONCRETE,             /* isconcretetype(T) */
  BI_BOX_NEW,                /* _box_new(): an empty box for the shared local `Instr.global` */
  BI_BOX_GET,                /* _box_get(box): its contents */
  BI_BOX_SET,                /* _box_set!(box, v): contents = v */
  BI_CURRENT_EXCEPTION,      /* _current_exception(): what the innermost catch caught */
  BI_RETURN_TYPE,            /* _return_type(f, T): the inferred type of f(::T), a type */
  BI_SPARAM_DEFINED,         /* _sparam_defined(T): @isdefined(T) of a `where` variable (false: left unbound) */
  BI_FIELD_POINTER,          /* _field_pointer(x, k): Ptr to field k of a mutable x (a Ref's contents for C) */
  BI_C_SIZEOF,               /* _c_sizeof(T): the bytes of an isbits struct T, as C lays it out (Julia's layout) */
  BI_SLOT_DEFINED,           /* _slot_defined(k): @isdefined(x) of the local in slot k, a constant */
  BI_GLOBAL_DEFINED,         /* _global_defined(): @isdefined(x) of the global `Instr.global` */
  BI_NAMEDTUPLE,             /* _namedtuple(names, values...): a NamedTuple{names} of the values */
  BI_MERGE_NAMEDTUPLES,      /* _merge_namedtuples(a, b): merge(a, b), b's fields replacing a's (jlc's own) */
  BI_TYPEINFO,               /* _typeinfo(:what, T): supertype, fieldnames, nameof... of a known type (jlc's own) */
  BI_TYPEJOIN,               /* typejoin(A, B): their nearest common supertype */
  BI_ISDEFINED,              /* isdefined(x, :f or i): whether the field holds a value */
  BI_UNION_TYPES,            /* _union_types(A, B): Union{A, B} of types inference knows (jlc's own) */
  BI_TYPESPLIT,              /* _typesplit(A, B): the members of A that are not subtypes of B (nonmissingtype) */
  BI_APPLY_TYPE,             /* apply_type(T, params...): T{params...} from values inference knows */
  BI_INTRINSIC,              /* Core.Intrinsics.x: see `intrinsic` */
} BuiltinKind;

struct Func {
  Sym name;
  Module *module;
  Type *type;                /* typeof(f), a singleton type */
  VEC(Method *) methods;
  BuiltinKind builtin;
  int intrinsic;             /* index into intrinsic_names (infer.c) */
  TypeName *ctor_of;         /* for a type's constructor table */
  TypeName *functor_of;      /* for the methods of a callable type; like a
                                constructor, it takes the called value first */
};

/* Method.inline_hint: the C function is declared inline (or noinline) as
 * the program asks; by default, as emit_c.c judges. */
enum { INLINE_DEFAULT, INLINE_ALWAYS, INLINE_NEVER };

struct Method {
  Func *func;
  Module *module;
  Node *def;                 /* N_FUNCTION */
  Loc loc;
  int nargs;                 /* including a trailing vararg */
  bool is_vararg;
  Type *va_count;            /* xs::Vararg{T, N}: N (an Int or a `where` variable), else NULL */
  Sym *argnames;             /* NULL entries for unnamed `::T` arguments; constructors
                                take the called type first (Julia's #self#) */
  Node **destructure;        /* per argument: tuple pattern or NULL */
  Type **argtypes;           /* declared (Any when absent); vararg: element type */
  Type *sig;                 /* Tuple{argtypes...} (Vararg last when is_vararg) */
  int nsparams;
  Type **sparams;            /* TypeVars of `where` */
  Node *ret_type_expr;       /* `::T` on the signature, evaluated at lowering */
  struct IR *ir;             /* lowered on first use (lower.c) */
  bool is_main;              /* defined with @main */
  bool self_exact;           /* constructor called on the bare type (Point(...), not Point{T}(...)) */
  Type *default_new;         /* a generated default constructor (def NULL): the type it builds */
  bool ccallable;
  Sym c_name;                /* @ccallable: the exported C name (the named form's, or the function's) */
  int inline_hint;           /* INLINE_*: from @inline / @noinline on the definition */
  /* @runtime_length (jlc's, for Base): the method takes a tuple of
   * run-time length (Tuple{Vararg{T}}, type_vatuple_elem), of any length
   * where the other methods are chosen per length: it applies to calls
   * with such a tuple only (method_applicable), and there it is more
   * specific than any method not so marked. */
  bool runtime_length;
  /* @multiversioned (jlc's, for Base's numeric kernels): the C function
   * has a clone compiled for x86-64-v3 (AVX2, FMA), which it calls on such
   * a CPU; in the clone a muladd of floats is one FMA, as muladd allows
   * (emit_c.c, emit_mi). */
  bool multiversioned;
  int id;
  /* Keyword parameters (`; k=1, j::T`), in declaration order; kw_defaults[i]
   * NULL means required. Methods made for default arguments share them. */
  int nkw;
  Sym *kw_names;
  Type **kw_types;           /* declared (Any when absent) */
  Node **kw_defaults;
  Sym kw_rest;               /* `; kws...`: collects the keywords not declared, or NULL */
  /* `f(a, b=1)` is three methods, as in Julia: the full one and f(a), which
   * evaluates the default and calls f(a, b). This is that f(a). */
  Method *fills_defaults_of;
  Node **arg_defaults;       /* the full method: per argument, its default or NULL */
  /* A call naming keywords k, j runs a variant of the method taking them
   * first, as (k, j, positional...); the rest take their defaults. */
  Method *kw_variant_of;
  int ngiven;
  Sym *kw_given;             /* as ordered at the call site */
  VEC(Method *) kw_variants; /* the variants made of this method so far */
  /* The method of a closure (lower.c): per field of the closure value (its
   * captured variables), the cell typing the Core.Box it holds, or NULL. */
  Binding **capture_cells;
};

/* ---- well-known types and modules (types.c) ---- */
extern Type *t_any, *t_bottom, *t_nothing, *t_bool, *t_int64, *t_int32, *t_uint8, *t_uint32,
    *t_uint64, *t_uint16, *t_int8, *t_int16, *t_float64, *t_float32, *t_char, *t_string, *t_symbol,
    *t_module, *t_datatype, *t_function, *t_ptr_void, *t_empty_tuple,
    *t_unionall, *t_uniontype, *t_typeofbottom;
extern TypeName *tn_tuple, *tn_type, *tn_ptr, *tn_array, *tn_memory, *tn_namedtuple;
/* Array{T,N} and Memory{T}: elements the array builtins reach */
static inline bool type_is_array(Type *t) { return t->kind == TY_DATATYPE && (t->name == tn_array || t->name == tn_memory); }
extern Module *core_module, *base_module, *main_module, *intrinsics_module;

/* types.c */
void types_init(void);
Type *type_apply(TypeName *tn, Type **params, int nparams, Loc loc);   /* Point{Int64} */
Type *tuple_type(Type **elems, int n);
Type *type_of_type(Type *t);             /* Type{t}: the type of the value t */
Type *union_type(Type **members, int n); /* normalizes: flattens, dedups, 1 member = itself */
Type *typevar_new(Sym name, Type *lb, Type *ub);
Type *vararg_type(Type *elem);
Type *vararg_count_type(Type *elem, Type *count);   /* Vararg{T, N} of a type variable N */
Type *value_param(Const c);              /* the type parameter for an integer, float, Bool, Char or Symbol */
Type *value_tuple_param(Type **elems, int n);   /* ... for a tuple of such parameters */
Type *int_param(int64_t v);
void types_int64_defined(void);           /* after base/boot.jl: see types.c */
bool value_param_of(Const *c, Type **out); /* a constant's type-parameter form, if it has one */
Type *runtime_value_param(Type *vt);      /* a parameter of type vt known at run time (see Type.rt_value) */
bool value_param_type_ok(Type *vt);       /* can a value of type vt be a type parameter? */
int type_rt_param(Type *t);               /* the parameter of a DataType t that is rt_value, or -1 */
bool type_contains_rt(Type *t);           /* does t mention an rt_value parameter anywhere? */
int type_rt_count(Type *t);               /* ... how many times (a type value holds one) */
Type *type_rt_carrier(Type *t);           /* t, or the T of a Type{T}, when it has an rt_value parameter; else NULL */
/* t (or the T of a Type{T}) of the carrier's family, K{v} or K{<rt>} itself:
 * its parameter at the run-time one's place (v, or the rt_value); else NULL */
Type *type_family_param(Type *t, Type *carrier);
bool type_rt_instance_of(Type *a, Type *b);   /* a is K{v} (or Type{K{v}}), b its family's carrier */
Type *split_union(Type **members, int n); /* the members as given, not a type: a call split by value (infer.c) */
/* The box of one local that closures share: a mutable struct with one field,
 * `contents`, whose type inference widens (infer.c, BI_BOX_SET). */
Type *box_type_new(Loc loc);
TypeName *typename_new(Sym name, Module *m, int nparams, Type **params, Type *super, Loc loc);
Type *func_type_new(Func *f);            /* typeof(f) */
bool subtype(Type *a, Type *b);
Type *type_join(Type *a, Type *b);       /* smallest representable supertype (small unions, else Any) */
extern bool any_flow_grew;              /* a join into Any grew Any's closed world after it was used */
Type *type_meet_narrow(Type *a, Type *b);/* members of a that may be b */
Type *type_supertype_join(Type *a, Type *b);   /* Julia's typejoin, or NULL (a UnionAll) */
bool type_is_tuple(Type *t);
/* T, for Tuple{Vararg{T}} with T concrete: a tuple of run-time length (a
 * splatted Vector); NULL for every other type */
Type *type_vatuple_elem(Type *t);
bool type_is_representable(Type *t);
Type *type_closed_world(Type *t);       /* an abstract type as the union of its instantiated subtypes */
bool type_register_stored(Type *t, Type *as);   /* values of t stored as an `as`; true if inference must re-run */
bool type_register_any_flow(Type *t);   /* values of t were widened to Any; true if inference must re-run */
bool type_is_isbits(Type *t);
Type *type_subst(Type *t, Type **vars, Type **vals, int n);
bool type_has_free_vars(Type *t);
const char *type_compared_str(Type *a, Type *b);   /* a beside b, as a failed convert's MethodError */
Type *type_kind_of(Type *x);             /* the type of the value x, a type: DataType, UnionAll, Union... */
const char *type_str(Type *t);           /* as Julia prints it: Tuple{Int64, String} */
int type_field_index(Type *t, Sym name); /* -1 if none */
bool type_field_may_be_undef(Type *x, int k);
extern int max_union_length;
extern int split_limit;               /* concrete types a call is split over (types.c) */
bool union_within_limit(int n);                  /* few enough types to hold in a tagged union */
bool union_splits(Type **members, int n);         /* few enough to split a call over (more for exceptions) */

/* ---- modules and bindings (methods.c) ---- */
Module *module_new(Sym name, Module *parent);
const char *module_full_name(Module *m);        /* Main.M.N, as Julia prints a module */
Binding *module_lookup(Module *m, Sym name);   /* own, then `using`, then NULL */
bool module_in_base(Module *m);                /* Base or a module inside it */
Binding *module_binding(Module *m, Sym name);  /* own binding, created on demand */
Func *func_new(Sym name, Module *m);
void bind_module(Module *in, Sym name, Module *mod);   /* a constant naming a module */

/* methods.c: turn top-level syntax into the program's tables */
typedef struct Program {
  VEC(Node *) toplevel;       /* top-level statements to run at start, in order */
  VEC(Module *) toplevel_mod; /* module of each statement */
  Method *main_method;        /* @main or a top-level main() */
  bool main_is_juliac_rule;   /* `main()` without @main: called unless the script calls it */
  VEC(Method *) ccallables;
  VEC(Node *) entrypoints;    /* Base.Experimental.entrypoint(f, argtypes) calls */
  VEC(Module *) entrypoint_mod;
  VEC(Method *) all_methods;
  Sym entry_package;          /* a package folder given as input: its @main is the entry */
} Program;

extern Program program;
void program_boot(const char *base_dir);   /* Core, Base and an empty Main */
/* A source file as stack traces name it: Base's as Julia prints them
 * (./io.jl, ./strings/basic.jl), the program's as given. */
bool file_in_base(const SourceFile *f);
const char *file_shown(const SourceFile *f);
/* packages.c: the active project (Project.toml in dir) and where a package's
 * code is: its src/Name.jl, or stdlib_file for one of jlc's standard
 * libraries; a located error if it is nowhere */
void project_activate(const char *dir);
const char *project_name(void);     /* NULL without a named project */
const char *project_dir(void);
const char *package_entry_file(Sym name, Loc loc, const char *stdlib_file);
/* test_macros.c: Test's macros (@test, @testset, ...) expanded in a tree of
 * module m, once the package Test is loaded */
void test_macros_loaded(Module *test);
void expand_test_macros(Node *n, Module *m);
/* thread_macros.c: Threads.@threads and Threads.@spawn expanded in a tree */
void expand_thread_macros(Node *n);
/* task_macros.c: @async and @sync expanded in a tree */
void expand_task_macros(Node *n);
bool test_macro_import(Module *from, Sym name, Module *into);   /* `using Test: @test`; false if not Test's */
void load_source(Node *file_block, Module *m);
void load_program_source(Node *file_block, Module *m);   /* the program: also loads the libraries Base names need */
Type *eval_type_expr(Node *e, Module *m, Type **tvars, int ntvars);
Node *mime_type_node(Node *mime_str);   /* MIME"..." as MIME{Symbol("...")} */
bool eval_const_expr(Node *e, Module *m, Const *out);   /* literal-only constant folding */
Method **methods_matching(Func *f, Type **argtypes, int nargs, int *count, bool *ambiguous);
Method *method_dispatch(Func *f, Type **argtypes, int nargs, Type ***sparam_vals, bool *ambiguous);
/* A call whose first nkw arguments are keywords: dispatch on the others,
 * among the methods that take keywords when there are any (Core.kwcall). */
Method *method_dispatch_kw(Func *f, Type **argtypes, int nargs, int nkw, Type ***sparam_vals, bool *ambiguous);
/* ... among the methods other than excluded (a method whose `where` variable is
 * tied to two run-time parameters applies only when they are equal) */
Method *method_dispatch_excluding(Func *f, Type **argtypes, int nargs, Method *excluded, Type ***sparam_vals, bool *ambiguous);
bool method_takes_keywords(Method *m);
bool method_takes_keyword(Method *m, Sym k);   /* declared, or taken by `kws...` */
bool method_more_specific(Method *a, Method *b);    /* Julia's specificity: a beats b */
/* A closure: the struct `name{T1,...} <: Function` with one field per
 * captured variable, and the method for calling it, whose signature `sig`
 * is a call (its callee is replaced by the closure, named self_name) and
 * whose body is `body`. */
Method *define_closure(Sym name, Sym self_name, Module *m, Sym *fields, int nfields, Node *sig, Node *body, Loc loc);
/* The variant of m called with these keywords, or NULL if m lacks one. */
Method *kw_variant(Method *m, Sym *given, int ngiven);
bool method_applicable(Method *m, Type **argtypes, int nargs, Type **sparam_vals);
bool type_mentions_var(Type *t, Type *v);     /* does t mention the type variable v? */
const char *call_sig_str(Func *f, Type **argtypes, int nargs);   /* f(::Int64, ::String) */
/* What Julia's MethodError adds after "no method matching f(...)": that f
 * exists, and the closest candidates among its methods (only for a function
 * the program alone defines); "" for none */
const char *method_error_notes(Func *f, Type **argtypes, int nargs, Sym *kwnames, int nkw);
/* ... and after "f(...) is ambiguous.": the candidates, and the method that
 * would resolve it */
const char *method_ambiguity_notes(Func *f, Type **argtypes, int nargs);
const char *func_display_name(Func *f);

#endif
