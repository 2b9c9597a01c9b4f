# jlc — a hand-written Makefile, as Lua's.
#   make          build/jlc and build/libjlrt.a
#   make demo     compile examples/hello.jl with --trim, run it, show its size
#   make test     the whole suite (last line: N passed, N failed)
#   make install PREFIX=/usr/local
#   make test SAN=1    the suite with the compiler, the runtime and every
#                      program it builds under ASan+UBSan (in build-san/)
#   make test-stress   the golden programs again under JLC_GC_STRESS=1
#   make test-trim-diff   each golden program in the other trim mode prints the same
#   make fuzz SECONDS=60   fuzz the whole compiler (clang, libFuzzer)
#   make fuzz-parse SECONDS=60   fuzz the lexer and parser alone
#   make wasm          build/libjlrt-wasm32.a, the runtime for --target=wasm32-wasi
#                      (installs clang, lld, wasi-libc and node if missing)
#   make test-wasm     the golden programs built for wasm32-wasi, run under node
#   make deps          install what the build needs if it is missing (Debian;
#                      tools/deps.sh, run by every build: cheap when all is there)

CC      ?= cc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=gnu11 -Wall -Wextra
PREFIX  ?= /usr/local
B       := build

# SAN=1: AddressSanitizer and UndefinedBehaviorSanitizer everywhere, in a
# separate build folder. Programs jlc compiles get the same flags through
# JLC_CFLAGS/JLC_LDFLAGS (read by src/link.c). Leak checking is off: the
# collector frees only when it collects, and exit() leaves the heap to the OS.
# So is the fake stack for use-after-return, which would hide frames from
# the collector's stack scan. (verify_asan_link_order=0: a jlc library is
# loaded by an uninstrumented host program in test/cli/output_lib.sh;
# allocator_may_return_null=1: an allocation too large for the machine is
# Julia's OutOfMemoryError, which a program may catch.)
ifeq ($(SAN),1)
B          := build-san
SAN_FLAGS  := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
CFLAGS     += $(SAN_FLAGS)
export JLC_CFLAGS  := $(SAN_FLAGS)
export JLC_LDFLAGS := $(SAN_FLAGS)
export ASAN_OPTIONS := detect_leaks=0:detect_stack_use_after_return=0:verify_asan_link_order=0:allocator_may_return_null=1
export UBSAN_OPTIONS := print_stacktrace=1
endif

COMPILER_SRC := $(wildcard src/*.c)
COMPILER_OBJ := $(COMPILER_SRC:src/%.c=$(B)/obj/%.o)
RUNTIME_SRC  := $(filter-out runtime/wasm.c,$(wildcard runtime/*.c))
RUNTIME_OBJ  := $(RUNTIME_SRC:runtime/%.c=$(B)/rt/%.o)
# The runtime is built like generated code: each function in its own section,
# so programs link only what they call; position-independent, for libraries.
RUNTIME_CFLAGS := -std=gnu11 -O2 -Wall -Wextra -fPIC -ffunction-sections -fdata-sections \
                  -fno-asynchronous-unwind-tables -fno-stack-protector -ffp-contract=off \
                  -fno-omit-frame-pointer -fno-plt $(SAN_FLAGS)
# The runtime for WebAssembly (wasm32-wasi): clang and wasi-libc; no GMP,
# MPFR or PCRE2 there, nor native backtraces; wasm.c instead. setjmp and
# longjmp become WebAssembly exceptions (runtime/wasm.c); generated code is
# compiled with the same flags (src/link.c's target table).
WASM_CFLAGS  := --target=wasm32-wasi -std=gnu11 -O2 -Wall -Wextra -ffunction-sections -fdata-sections \
                -ffp-contract=off -mllvm -wasm-enable-sjlj -mexception-handling \
                -D_WASI_EMULATED_GETPID
WASM_RT_SRC  := $(filter-out runtime/gmp.c runtime/mpfr.c runtime/regex.c runtime/backtrace.c runtime/threads.c runtime/tasks.c,$(RUNTIME_SRC)) runtime/wasm.c
WASM_RT_OBJ  := $(WASM_RT_SRC:runtime/%.c=$(B)/wasm/%.o)
UNIT_TESTS   := $(patsubst test/unit/%.c,$(B)/unit/%,$(wildcard test/unit/*.c))

all: $(B)/jlc $(B)/libjlrt.a

# Order-only prerequisites of every object: checked before anything is
# compiled, never a reason to recompile.
deps:
	@CC="$(CC)" tools/deps.sh
deps-test: deps          # (one apt-get at a time)
	@CC="$(CC)" tools/deps.sh --test

# The compiler links PCRE2 to check regex literals (src/lower.c).
$(B)/jlc: $(COMPILER_OBJ)
	$(CC) $(CFLAGS) -o $@ $(COMPILER_OBJ) -lpcre2-8

$(B)/obj/%.o: src/%.c src/*.h runtime/symbol_syntax.h | $(B)/obj deps
	$(CC) $(CFLAGS) -c -o $@ $<

$(B)/libjlrt.a: $(RUNTIME_OBJ)
	rm -f $@
	ar rcs $@ $(RUNTIME_OBJ)

$(B)/rt/%.o: runtime/%.c runtime/*.h | $(B)/rt deps
	$(CC) $(RUNTIME_CFLAGS) -c -o $@ $<

$(B)/unit/%: test/unit/%.c $(B)/libjlrt.a | $(B)/unit
	$(CC) -std=gnu11 -O2 -Wall -Wextra $(SAN_FLAGS) -Iruntime -Isrc -o $@ $< $(B)/libjlrt.a -lm

# Unit tests of the compiler's own type system and dispatch: linked with the
# compiler's objects, all but main.o (each test boots the compiler itself),
# and not with the runtime. Explicit targets, so this rule wins over the one above.
COMPILER_UNIT_TESTS := $(B)/unit/test_subtype $(B)/unit/test_dispatch $(B)/unit/test_toml
COMPILER_UNIT_OBJ   := $(filter-out $(B)/obj/main.o,$(COMPILER_OBJ))
$(COMPILER_UNIT_TESTS): $(B)/unit/%: test/unit/%.c $(COMPILER_UNIT_OBJ) | $(B)/unit
	$(CC) $(CFLAGS) -Isrc -o $@ $< $(COMPILER_UNIT_OBJ) -lpcre2-8 -lm

$(B)/obj $(B)/rt $(B)/unit $(B)/wasm:
	mkdir -p $@

deps-wasm:
	@tools/deps.sh --wasm

wasm: all $(B)/libjlrt-wasm32.a

$(B)/libjlrt-wasm32.a: $(WASM_RT_OBJ)
	rm -f $@
	llvm-ar rcs $@ $(WASM_RT_OBJ)

$(B)/wasm/%.o: runtime/%.c runtime/*.h | $(B)/wasm deps-wasm
	clang $(WASM_CFLAGS) -c -o $@ $<

test-wasm: wasm
	@test/wasm_golden.sh $(B)/jlc

demo: all
	$(B)/jlc --output-exe $(B)/hello --trim examples/hello.jl
	./$(B)/hello
	@echo "size of $(B)/hello: $$(stat -c %s $(B)/hello) bytes"

test: deps-test all wasm $(UNIT_TESTS)      # (wasm: test/cli/wasm*.sh)
	@test/run.sh $(B)/jlc

test-stress: all
	@test/stress.sh $(B)/jlc

test-trim-diff: all
	@test/trim_diff.sh $(B)/jlc

bench: all
	@CC="$(CC)" tools/deps.sh --bench
	@bench/run.sh $(if $(QUICK),--quick)

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/jlc/base/strings
	install -m 755 $(B)/jlc $(DESTDIR)$(PREFIX)/bin/jlc
	install -m 644 $(B)/libjlrt.a runtime/jlrt.h $(DESTDIR)$(PREFIX)/lib/jlc/
	# the runtime's sources, compiled with the program by --static (musl) and --target
	install -m 644 runtime/*.c runtime/*.h $(DESTDIR)$(PREFIX)/lib/jlc/
	$(if $(wildcard $(B)/libjlrt-wasm32.a),install -m 644 $(B)/libjlrt-wasm32.a $(DESTDIR)$(PREFIX)/lib/jlc/)
	install -m 644 base/*.jl $(DESTDIR)$(PREFIX)/lib/jlc/base/
	install -m 644 base/strings/*.jl $(DESTDIR)$(PREFIX)/lib/jlc/base/strings/
	install -d $(DESTDIR)$(PREFIX)/lib/jlc/stdlib
	$(if $(wildcard stdlib/*.jl),install -m 644 stdlib/*.jl $(DESTDIR)$(PREFIX)/lib/jlc/stdlib/)
	$(foreach d,$(wildcard stdlib/*/),install -d $(DESTDIR)$(PREFIX)/lib/jlc/$(d) && install -m 644 $(d)*.jl $(DESTDIR)$(PREFIX)/lib/jlc/$(d);)

# libFuzzer with ASan and UBSan (clang); crash inputs land in build/fuzz/,
# corpora grow across runs. `make fuzz`: the whole compiler, parsing to C
# emission (test/fuzz/fuzz_compile.c), seeded with the test programs;
# `make fuzz-parse`: the lexer and parser alone, seeded with every .jl file.
# One process: each compile of the whole compiler forks a child. An input
# counts as a hang after 60 s: the largest seeds (Base and a long golden
# program under ASan) take over 10 s on a loaded machine.
SECONDS     ?= 60
FUZZ_CC     ?= clang
FUZZ_SAN    := -std=gnu11 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -Isrc
FUZZ_FLAGS  := $(FUZZ_SAN) -fsanitize=fuzzer
FUZZ_RUN    := -max_total_time=$(SECONDS) -timeout=60 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$(B)/fuzz/
FUZZ_PARSE_SRC   := test/fuzz/fuzz_parse.c src/lexer.c src/parser.c src/ast_print.c src/diag.c src/util.c
FUZZ_COMPILE_SRC := $(filter-out src/main.c src/link.c,$(COMPILER_SRC))

$(B)/fuzz/fuzz_parse: $(FUZZ_PARSE_SRC) src/*.h
	mkdir -p $(B)/fuzz/corpus
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $(FUZZ_PARSE_SRC)

# The harness itself without coverage: it reads the coverage counters.
$(B)/fuzz/fuzz_compile: test/fuzz/fuzz_compile.c $(FUZZ_COMPILE_SRC) src/*.h
	mkdir -p $(B)/fuzz/compile-corpus
	$(FUZZ_CC) $(FUZZ_SAN) -DJLC_BASE_DIR='"$(CURDIR)/base"' -c -o $(B)/fuzz/fuzz_compile.o $<
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $(B)/fuzz/fuzz_compile.o $(FUZZ_COMPILE_SRC) -lpcre2-8 -lm

fuzz: $(B)/fuzz/fuzz_compile
	find test/golden test/errors test/parse -name '*.jl' -type f | \
	  while read -r f; do cp "$$f" "$(B)/fuzz/compile-corpus/seed_$$(echo "$$f" | tr / _)"; done
	$(B)/fuzz/fuzz_compile $(FUZZ_RUN) -dict=test/fuzz/julia.dict $(B)/fuzz/compile-corpus

fuzz-parse: $(B)/fuzz/fuzz_parse
	find . -path ./$(B) -prune -o -name '*.jl' -type f -print | \
	  while read -r f; do cp "$$f" "$(B)/fuzz/corpus/seed_$$(echo "$$f" | tr / _)"; done
	$(B)/fuzz/fuzz_parse $(FUZZ_RUN) -close_fd_mask=2 $(B)/fuzz/corpus

clean:
	rm -rf build build-san

.PHONY: all deps deps-test deps-wasm wasm test-wasm demo test test-stress test-trim-diff bench install fuzz fuzz-parse clean
