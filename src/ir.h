/* ir.h — the lowered form of a method (lower.c) and its specializations
 * (infer.c), which trim.c verifies and emit_c.c turns into C.
 *
 * A method body becomes a flat list of instructions over slots (arguments
 * and local variables, assignable) and SSA values (instruction results,
 * written once). Control flow is gotos between instruction indices. */
#ifndef JLC_IR_H
#define JLC_IR_H

#include <time.h>
#include "types.h"

typedef enum { V_NONE, V_SSA, V_SLOT, V_CONST, V_GLOBAL, V_TYPE } ValKind;

typedef struct Val {
  ValKind kind;
  int idx;             /* V_SSA: instruction index; V_SLOT: slot number */
  Const *c;            /* V_CONST; V_TYPE: c->ty is a type over the method's `where`
                          variables, made concrete per method instance */
  Binding *g;          /* V_GLOBAL: a non-constant global */
} Val;

typedef enum {
  I_CALL,       /* %i = f(args...): args[0] is the callee; `splat` marks x... arguments;
                   a keyword call f(x; k=1) has args f, 1, x and kwnames {k} */
  I_SLOTSET,    /* slot[target] = args[0] */
  I_GLOBALSET,  /* global `g` = args[0] */
  I_GOTO,       /* goto target */
  I_GOTOIFNOT,  /* if !args[0] goto target */
  I_RETURN,     /* return args[0] */
  I_NEW,        /* %i = new(args[0] (a type value), fields args[1...]) */
  I_CCALL,      /* %i = ccall(name, ret, (argtypes...), args...) */
  I_ENTER,      /* try: an exception thrown until the matching I_LEAVE goes to target */
  I_LEAVE,      /* end of the innermost `target` try regions */
  I_NEWVAR,     /* slot[target] is unassigned again: a loop body's locals are
                   fresh each iteration (Julia's NewvarNode) */
  I_NOP,
} InstrKind;

typedef struct Instr {
  InstrKind kind;
  Loc loc;
  int width;            /* characters of source the instruction stands for (carets) */
  int nargs;
  Val *args;
  uint64_t splat;       /* I_CALL: bit i set = args[i] is splatted (only the first 63 can be) */
  int target;           /* goto target, or slot for I_SLOTSET */
  Binding *global;      /* I_GLOBALSET */
  Sym ccall_name;       /* I_CCALL; NULL: a function pointer, the last of args */
  const char *ccall_lib;   /* ... in this library (loaded when first called), or NULL: linked */
  int ccall_nfixed;     /* a C varargs function (@ccall f(a::T; b::U)): its fixed arguments; -1: not one */
  Type *ccall_ret;
  Type **ccall_argtypes;
  int nkw;              /* I_CALL: the first nkw arguments after the callee are keywords */
  Sym *kwnames;
} Instr;

/* Is args[i] of a call splatted? (a call may have more arguments than the
 * mask has bits; those past it never are) */
static inline bool instr_splats(const Instr *in, int i) {
  return i < 64 && (in->splat >> i & 1);
}

typedef struct IR {
  const char *name;     /* for messages: the function's name, or "top-level scope" */
  Module *module;
  Method *method;       /* NULL for the top-level thunk */
  VEC(Instr) code;
  int nargs;            /* slots 0..nargs-1 are the arguments */
  VEC(Sym) slot_names;  /* NULL names are compiler temporaries */
  Const **slot_consts;  /* per slot: the constant a local assigned once is (infer.c), or NULL */
  Loc loc;
} IR;

IR *lower_method(Method *m);
IR **lower_toplevel(int *nparts);   /* every top-level statement of the program, in order, in parts */

/* ---- specializations (infer.c) ---- */
typedef struct MI MI;

/* How one call instruction is carried out for one combination of its
 * arguments' concrete types (a union-typed argument splits the call). */
typedef struct CallCase {
  Type **argtypes;      /* flattened (splats expanded) argument types of this case */
  MI *target;           /* generic function method instance, or NULL */
  Func *builtin;        /* builtin or intrinsic called */
  Type *result;
  const char *error;    /* why this case cannot be compiled (trim verifier reports it) */
  bool no_method;       /* a MethodError: nothing applies */
  bool ambiguous;       /* a MethodError: two methods apply, neither more specific */
  int first_arg;        /* flattened argument the target's arguments start at (1 when a
                           union-typed callee was split into a plain function) */
  Const *value;         /* the result, when folded at compile time (integer intrinsics
                           on constants: the N-1 of Val{N-1}) */
  /* A call splatting a collection of run-time length (CallInfo.splat_elem):
   * the case is for splat_len elements, or with splat_more for any more;
   * `view` holds its own flattened arguments. */
  int splat_len;
  bool splat_more;
  struct CallInfo *view;
} CallCase;

/* CallInfo.flat_field beyond a tuple's field (>= 0) and the value itself (-1):
 * element j of a splatted collection of run-time length, and its elements
 * from j on as a Tuple{Vararg{T}} (the varargs parameter of the callee) */
#define FLAT_ELEM(j) (-2 - 2 * (j))
#define FLAT_TAIL(j) (-3 - 2 * (j))
#define FLAT_IS_ELEM(k) ((k) <= -2 && (k) % 2 == 0)
#define FLAT_INDEX(k) (FLAT_IS_ELEM(k) ? (-2 - (k)) / 2 : (-3 - (k)) / 2)

/* A call splits into at most this many cases (code for each); under
 * --trim=no, one over more combinations is dispatched at run time. (A
 * catch-all handler's showerror splits over every exception thrown.) */
#define MAX_SPLIT_CASES 128

typedef struct CallInfo {
  int ncases;
  CallCase *cases;
  int nflat;            /* argument count after expanding splats */
  Val *flat_vals;       /* per flattened argument: the value it comes from */
  int *flat_field;      /* ... and the tuple field (-1: the value itself) */
  Func *func;           /* the generic function called, when known */
  int nkw;              /* keyword call: the first nkw flattened arguments are keywords */
  Sym *kwnames;
  const char *dynamic;  /* set when the callee itself is not known */
  uint64_t by_value;    /* flattened arguments split by a run-time parameter's value (infer.c value_split) */
  bool trimmed;         /* a lookup by name the verifier left without its callee (trim.c):
                           reaching it is an error in every mode */
  /* --trim=no, a call over more combinations of its arguments' types than
   * cases are split into: dispatched at run time (infer_dispatched). Per
   * flattened argument, the union its tag is looked up in (NULL: not
   * split); per combination of those members (the first varying fastest),
   * its case, or one of the MethodErrors below. A callee of several types
   * (func NULL) is flattened argument 0, split like the others. */
  Type **dispatch_by;
  int *dispatch;
  /* Past MAX_DISPATCH_COMBOS combinations (or MAX_DISPATCH_CASES method
   * instances), dispatch is staged (infer_staged): case k is a method
   * instance, the more specific first, or (no target) the MethodError of
   * an ambiguity or of a callee not callable; staged[(k * nflat + i) * 4 ...]
   * are 256 bits, the members of dispatch_by[i] it takes. The first case
   * taking every argument is the one; none is a MethodError. */
  uint64_t *staged;
  /* f(a, v...) of a Vector (or a Tuple{Vararg{T}}) v: its elements, of type
   * splat_elem, stand between the first splat_at flattened arguments and
   * the rest; one case per length the methods tell apart (CallCase.splat_len) */
  Type *splat_elem;
  Val splat_val;
  int splat_at;
} CallInfo;
enum { DISPATCH_NO_METHOD = -1, DISPATCH_AMBIGUOUS = -2, DISPATCH_NOT_CALLABLE = -3 };

struct MI {
  Method *method;       /* NULL: the top-level thunk */
  IR *ir;
  int nargs;
  Type **argtypes;      /* one per argument slot (a vararg slot gets its Tuple type) */
  Type **sparams;       /* values of the method's `where` variables */
  Const **arg_consts;   /* per argument: the constant it is known to be (constant
                           propagation of indices, see infer.c), or NULL */
  Type *rettype;
  Const *ret_const;     /* the constant every return gives (a small Int, Bool, Symbol...), or NULL */
  bool ret_varies;      /* returns differ, or one is not constant: ret_const stays NULL */
  Type **ssa_types;     /* per instruction */
  Type **slot_types;    /* per slot: the join of everything assigned */
  CallInfo *calls;      /* per instruction (I_CALL) */
  bool *live;           /* per instruction: reachable from the entry, given the types */
  MI *caller;           /* first caller found (for the verifier's call chains) */
  int caller_instr;
  int id;
  const char *cname;
  bool dirty;           /* needs (re)inference */
  bool inferring;       /* on the stack of infer_mi (recursion guard) */
  bool from_toplevel;   /* reachable from top-level code (which may run before a const is set) */
  /* A `where` variable bound by two run-time parameters (f(::K{N}, ::K{N})
   * called with two K{<rt>}): the method applies only when they are equal;
   * otherwise the call is the next method's, tie_fallback (same arguments),
   * or the MethodError tie_no_method. */
  bool ties_resolved;
  MI *tie_fallback;
  const char *tie_no_method;
};

/* @cfunction(f, R, (T...)): a C function of that signature calling f, its
 * address got by an I_CCALL of jl_cfunction_N (N its index), which
 * emit_c.c defines; mi is f for the arguments' Julia types (a Ref{T}
 * argument is a T * in C, a T to f), found by inference. */
typedef struct CFunction {
  Func *fn;
  Type *ret;
  Type **argtypes;
  int nargs;
  Loc loc;
  struct MI *mi;
} CFunction;
#define CFUNCTION_PREFIX "jl_cfunction_"

typedef struct Inference {
  VEC(MI *) instances;
  VEC(MI *) toplevel;       /* the parts of the top-level code, run in order */
  MI *main_mi;
  VEC(MI *) ccallable_mis;
  VEC(MI *) entry_mis;      /* Base.Experimental.entrypoint's */
  VEC(CFunction) cfunctions;
  VEC(Binding *) globals;   /* non-constant globals in use */
  VEC(MI *) reachable;      /* from the entry points, through final call cases (trim.c) */
  Binding exception;        /* its type: the join of every thrown value's (what a catch gets) */
  MI *runtime_error_mi;     /* Base.throw_runtime_error, once a try is reached (see runtime/jlrt.h) */
  MI *exit_finalizers_mi;   /* Base.run_all_finalizers, once a finalizer is registered: run at exit */
  VEC(MI *) task_runner_mis; /* Base.run_task_function of each kind of task the program schedules:
                               the runtime's threads run tasks through them (jlrt_thread_run_hook) */
  bool starts_threads;      /* the program may run code on other threads (jlrt_thread_spawn):
                               its loops and recursive functions poll for collections */
} Inference;

extern Inference inference;
void infer_program(void);
Func *builtin_func(Sym name);
const char *mi_display(MI *mi);    /* f(x::Int64, y::Float64) */
const char *call_str(Func *f, Type **at, int n, CallInfo *ci);   /* f(::Int64; k::Float64) */
Type *mi_subst(MI *mi, Type *t);   /* t with the method's `where` variables replaced by mi's */
/* Can a call take an argument of type t: concrete, or a union it splits over? */
bool call_arg_resolved(Type *t);
/* why argument i (0-based) of type t, which a call cannot take, is too wide */
const char *wide_arg_reason(int i, Type *t);
Const *known_const(MI *mi, Val v); /* the constant v is known to be in mi, or NULL */
int known_condition(MI *mi, Instr *in);   /* I_GOTOIFNOT: 1 never jumps, 0 always, -1 unknown */
/* Locals that may be read before they are assigned, where Julia throws
 * UndefVarError: per instruction i, the slots read there that are not
 * assigned on every path to it are slots[start[i] .. start[i + 1]);
 * flagged[s]: slot s needs a run-time "assigned" flag. NULL start: none. */
typedef struct UndefChecks { int *start, *slots; bool *flagged; } UndefChecks;
UndefChecks undef_checks(MI *mi);
int slot_asked(MI *mi, Instr *in);   /* the local an @isdefined asks about, or -1 (an argument: assigned) */
/* The type of a V_TYPE value in mi: Type{T} for a type; for a `where`
 * variable that stands for a value (the N of Val{N}), that value's type. */
Type *template_type(MI *mi, Val v);
/* A `where` variable bound to a type parameter only known at run time
 * (Type.rt_value) is read from argument `arg`, through the tuple fields
 * steps[0..nsteps), from the K{<rt>} value (its hidden field) or the
 * Type{K{<rt>}} value (the parameter itself) there. */
#define RT_MAX_STEPS 8
typedef struct RtSource { int arg, nsteps, steps[RT_MAX_STEPS]; } RtSource;
int rt_sparam_sources(Method *m, Type **slot_args, int k, RtSource *out, int max);   /* how many; the first max in out */
int type_rt_field(Type *t);   /* the field of a W{K{<rt>}} holding the K{<rt>} (with its parameter), or -1 */

/* trim.c: the reachable set, and every call in it that cannot be compiled */
enum { TRIM_NO, TRIM_SAFE, TRIM_UNSAFE, TRIM_UNSAFE_WARN };
extern int trim_mode;
void trim_collect(void);           /* fills inference.reachable */
int trim_verify(void);             /* reports per trim_mode; returns the number of errors */
/* a call as the verifier shows it: f(x::Int64, ::String), (g::Any)(::Float64) */
const char *trim_statement(MI *mi, Instr *in, CallInfo *ci);
const char *trim_case_statement(MI *mi, Instr *in, CallInfo *ci, CallCase *c);   /* one case: f(::Shape) */
/* --report=size: each emitted method instance by module with its size among
 * the linked functions syms (link.h), the caller that pulled it in, totals */
struct LinkSymbol;
void trim_report_sizes(const struct LinkSymbol *syms, int n, long file_size);

/* pipeline.c: load the program's source into Main (Core and Base booted),
 * infer it from its entry points, collect what is reachable and verify it
 * under trim_mode. False when the verifier reported errors; a syntax or
 * lowering error ends in error_at (diag.c). `started`: the processor time
 * loading began, for --verbose. */
/* (on_loaded, if given, runs once every source file is read: the driver
 * checks its outputs against them) */
bool compile_program(SourceFile *sf, clock_t started, void (*on_loaded)(void *), void *arg);

/* macros.c: before statement i of block is loaded into m, the calls of the
 * program's own macros in it (and in the statements after it) are replaced
 * by their expansions, computed by a helper program built from what is
 * loaded so far and the block's definitions, with macro_helper_build (set
 * by the driver: emit the loaded program and link it into exe, using the
 * folder dir; false on failure). macro_as_function: `macro m(a) body end`
 * as the function var"@m"(__source__, __module__, a) it defines. */
void macros_expand_statement(Node *block, int i, Module *m);
Node *macro_as_function(Node *def);
extern bool (*macro_helper_build)(const char *dir, const char *exe);

/* emit_c.c */
/* -g: #line to the .jl source; with a header, a shared library (its C
 * interface goes to header, guarded by `guard`) instead of an executable */
/* emit_c.c: emit_program builds the C in memory (a library's interface goes
 * to header); emit_units(jobs) chooses how many translation units to write
 * (1 for all but large programs); emit_write writes unit 0..n-1 and, when
 * there are several, emit_write_header their shared "units.h". */
void emit_program(bool with_line_directives, FILE *header, const char *guard);
int emit_units(int jobs);
void emit_write(FILE *out, int unit);
void emit_write_header(FILE *out);
/* the names of the C functions the emitted program calls by ccall, each once,
 * and where each is first called */
const Sym *emit_ccall_names(int *n, const Loc **sites);

/* cabi.c: how a @ccallable's argument or return type crosses the C ABI,
 * the library's header, and --export-abi's JSON (false: not written) */
typedef enum { CABI_UNSUPPORTED, CABI_VOID, CABI_SCALAR, CABI_STRUCT, CABI_ARRAY } CAbiKind;
CAbiKind cabi_kind(Type *t, bool is_return);
void cabi_write_header(FILE *h, const char *guard);
bool cabi_write_json(const char *path);

#endif
