/* ast.h — the lexer's tokens and the parser's syntax tree.
 *
 * The tree is Expr-like: every node has a kind (Julia's Expr head), a
 * location and children; literal nodes carry their value. */
#ifndef JLC_AST_H
#define JLC_AST_H

#include "common.h"

/* ---------------- tokens (lexer.c) ---------------- */
typedef enum {
  TK_EOF,
  TK_NEWLINE,       /* every line break outside strings, even inside brackets */
  TK_IDENT,         /* names, including keywords: the parser tells them apart */
  TK_INT,           /* decimal integer literal: value in .i */
  TK_UINT,          /* hex/octal/binary literal: unsigned, .u and .bits */
  TK_FLOAT,         /* .f */
  TK_CHAR,          /* .ch, Julia's Char encoding (UTF-8 bytes, left-aligned) */
  TK_OP,            /* operators and punctuation; text in .sym */
  TK_MACRO,         /* @name; .sym is the name without the @ */
  TK_STR_BEGIN,     /* "..." is: STR_BEGIN (STR_PART | INTERP_BEGIN tokens INTERP_END)* STR_END */
  TK_STR_PART,      /* decoded bytes in .str / .len */
  TK_INTERP_BEGIN,
  TK_INTERP_END,
  TK_STR_END,
} TokenKind;

typedef struct Token {
  TokenKind kind;
  Loc loc;
  bool space_before;      /* whitespace (or a line start) precedes the token */
  Sym sym;                /* TK_IDENT, TK_OP, TK_MACRO */
  union {
    int64_t i;
    uint64_t u;
    double f;
    uint32_t ch;
  };
  int bits;               /* TK_UINT: 8, 16, 32, 64 or 128 (from the digit count);
                           * TK_FLOAT: 32 for Float32 (1.5f0), else 64;
                           * TK_MACRO: 1 for a string macro r"..." (.sym "r_str")
                           * or command `...` (.sym "cmd"), whose raw string tokens follow;
                           * TK_STR_BEGIN: 1 for the suffix of a string macro (r"a"i) */
  const char *str;        /* TK_STR_PART */
  size_t len;
  int width;              /* characters the token spans, for carets */
} Token;

typedef struct TokenList {
  Token *toks;
  int len;
} TokenList;

TokenList lex_file(SourceFile *file);   /* tokens from malloc: lex_free */
void lex_free(TokenList tl);
const char *unescape_text(const char *text, size_t len, Loc loc, size_t *out_len);

/* ---------------- syntax tree (parser.c) ---------------- */
typedef enum {
  /* atoms */
  N_INT, N_UINT, N_FLOAT, N_CHAR, N_STR, N_BOOL, N_IDENT, N_QUOTESYM,
  /* compound */
  N_CALL,        /* kids[0] callee, kids[1..] args (N_KW / N_PARAMS allowed)   */
  N_DOTCALL,     /* f.(args) and dotted operators: kids[0] callee, rest args   */
  N_STRING,      /* interpolated string: parts (N_STR or expressions)          */
  N_BLOCK,       /* statements                                                 */
  N_IF,          /* cond, then, [else] — elseif nests another N_IF             */
  N_WHILE,       /* cond, body                                                 */
  N_FOR,         /* kids[0..n-2] iteration specs (N_ASSIGN var itr), body last */
  N_ASSIGN,      /* lhs, rhs                                                   */
  N_OPASSIGN,    /* lhs, rhs; .sym the operator ("+" for +=)                   */
  N_AND, N_OR,   /* a && b, a || b                                             */
  N_FUNCTION,    /* signature, body (short and long forms alike)               */
  N_MACRODEF,    /* macro name(args) ... end                                   */
  N_RETURN,      /* [value]                                                    */
  N_BREAK, N_CONTINUE,
  N_CONST, N_GLOBAL, N_LOCAL,  /* kids: the declared expressions             */
  N_TUPLE,       /* (a, b, ...)                                                */
  N_DOT,         /* a.b: kids[0] a, .sym b                                      */
  N_TYPED,       /* x::T — kids[0] may be NULL for `::T`                       */
  N_CURLY,       /* T{A, B}                                                    */
  N_WHERE,       /* expr where {T, S<:U}: kids[0] expr, rest type variables    */
  N_SUBTYPE,     /* A <: B as a type expression (supertype in struct heads)    */
  N_SUPERTYPE,   /* A >: B                                                     */
  N_MACROCALL,   /* .sym the macro name; kids[0] optional module path (N_IDENT / N_DOT), rest args */
  N_MODULE,      /* .sym name, kids[0] body; .flag 1 for baremodule            */
  N_STRUCT,      /* .flag 1 = mutable; kids[0] head, kids[1] body (N_BLOCK)   */
  N_ABSTRACT,    /* kids[0] head                                               */
  N_PRIMITIVE,   /* kids[0] head, kids[1] bits                                 */
  N_COMPARISON,  /* chained a < b <= c: operands at even, N_IDENT ops at odd   */
  N_LET,         /* bindings (N_BLOCK), body                                   */
  N_TRY,         /* body, catch var or NULL, catch body or NULL, finally or NULL, else or NULL */
  N_USING, N_IMPORT, N_EXPORT, N_PUBLIC,   /* kids: paths (raw)                  */
  N_ARROW,       /* args -> body                                               */
  N_REF,         /* a[i, j]                                                     */
  N_VECT,        /* [a, b]                                                     */
  N_HCAT, N_VCAT, N_ROW,  /* [a b], [a; b], a row inside vcat                  */
  N_COMPREHENSION, N_GENERATOR, /* [expr for ...] / (expr for ...)            */
  N_SPLAT,       /* x...                                                       */
  N_KW,          /* name = value inside a call                                 */
  N_PARAMS,      /* `; kw...` section of a call or signature                   */
  N_QUOTE,       /* :(expr) and quote ... end                                  */
  N_DOLLAR,      /* $x inside a quote                                          */
  N_DO,          /* call do args; body end: kids[0] call, kids[1] N_ARROW     */
  N_END,         /* `end` inside indexing                                      */
  N_BEGIN_IDX,   /* `begin` inside indexing                                    */
  /* added for the whole surface syntax (issue 3); later stages may reject them */
  N_TYPED_HCAT,  /* T[a b]: kids[0] T, rest elements                           */
  N_TYPED_VCAT,  /* T[a; b]: kids[0] T, rest rows (N_ROW) or elements          */
  N_TYPED_COMPREHENSION, /* T[x for ...]: kids[0] T, kids[1] N_GENERATOR       */
  N_FILTER,      /* `for ... if cond` in a generator: kids[0] cond, rest specs */
  N_FLATTEN,     /* (x for a in as for b in bs): kids[0] the nested N_GENERATOR */
  N_BRACES,      /* {a, b}                                                     */
  N_BIGINT,      /* an integer literal beyond 64 bits: .str its text (digits, or 0x...) */
  N_NCAT,        /* [a;; b], [a b;;; c d]: .i the dimension, kids the parts   */
  N_NROW,        /* a part of N_NCAT split at a lower dimension: .i, kids     */
  N_TYPED_NCAT,  /* T[a;; b]: .i the dimension, kids[0] T, rest the parts     */
  N_FLOAT32,     /* 1.5f0: .f the value (exactly a float)                     */
  N_DOC,         /* "docstring" definition: kids[0] the string, kids[1] the definition */
  N_DOTAND, N_DOTOR,  /* a .&& b, a .|| b                                        */
  N_NODE_COUNT
} NodeKind;

typedef struct Node Node;
struct Node {
  NodeKind kind;
  Loc loc;
  int nkids;
  Node **kids;
  Sym sym;               /* N_IDENT, N_QUOTESYM, N_DOT, N_OPASSIGN, N_MACROCALL, N_MODULE */
  union {
    int64_t i;           /* N_INT, N_BOOL; the dimension of N_NCAT, N_NROW, N_TYPED_NCAT */
    uint64_t u;          /* N_UINT */
    double f;            /* N_FLOAT, N_FLOAT32 */
    uint32_t ch;         /* N_CHAR */
  };
  int bits;              /* N_UINT */
  const char *str;       /* N_STR bytes (may contain NUL) */
  size_t len;
  int flag;              /* per kind: N_STRUCT 1 = mutable; N_MODULE 1 = baremodule;
                          * N_OPASSIGN 1 = dotted (.+=; `.=` has sym "");
                          * N_FUNCTION 1 = short form f(x) = ...;
                          * N_IF 1 = an `elseif` (nested in the else slot);
                          * N_CALL 1 = a link of an `a + b + c` chain (kids[1] is the
                          *   previous link), printed n-ary as Julia's Expr;
                          * N_DOTCALL 1 = a dotted operator (a .+ b), 0 = f.(x);
                          * N_ASSIGN 1 = a for spec with `outer`;
                          * names inside N_USING/N_IMPORT/N_EXPORT/N_PUBLIC: IMPORT_* */
  int width;             /* characters spanned by the node's first token (carets) */
};

/* using/import/export keep a flat list of N_IDENT names (methods.c reads
 * them so); these flags on each name record the path structure:
 *   using ..A.B: c as d   ->  `..` A(JOIN) B(JOIN) c(COLON) as(AS) d
 * A single leading `.` of a relative path is not a name: it is counted in
 * the `bits` field of the path's first name. */
enum {
  IMPORT_JOIN = 1,    /* joined to the previous name by `.` */
  IMPORT_COLON = 2,   /* the first name after `:` */
  IMPORT_AS = 4,      /* the `as` keyword; the next name is the new name */
  IMPORT_MACRO = 8,   /* written @name */
};

Node *parse_file(SourceFile *file);   /* an N_BLOCK of top-level statements */
/* A node made by a later stage (methods.c, lower.c: closures, generators),
 * with room for nkids children. */
Node *node_new(NodeKind kind, Loc loc, int nkids);
Node *node_of(NodeKind kind, Loc loc, int nkids, ...);   /* with these nkids children */
Node *node_ident(Loc loc, const char *name);             /* the name, interned */
const char *node_kind_name(NodeKind k);
/* quote.c: :(expr) / quote ... end as the Expr constructor calls that build it;
 * N_QUOTE's flag says whose code it is (macros.c makes the other two) */
enum { QUOTE_WRITTEN, QUOTE_MADE /* by a macro: no line numbers */, QUOTE_ARGUMENT /* of a macro: `$` kept */ };
Node *quote_constructor(Node *quote);

/* ast_print.c: the tree as a Julia-style S-expression (format documented there) */
void ast_print(Node *n, FILE *out);
void ast_print_file(Node *file, FILE *out);   /* one line per top-level statement */
/* ... and as Julia source, as `string(:(expr))` prints it (@assert, @show);
 * NULL for a form it does not print */
const char *ast_julia_source(Node *n);
bool ast_is_comparison_op(Sym op);

#endif
