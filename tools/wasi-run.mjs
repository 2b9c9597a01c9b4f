#!/usr/bin/env node
// tools/wasi-run.mjs PROGRAM.wasm [ARGS...]: run a program jlc built with
// --target=wasm32-wasi under Node's WASI, with its arguments, the
// environment, stdin/stdout/stderr, and the current folder (as /, and as
// itself) open to it; the exit status is the program's.
// Needs Node 17+ (WebAssembly exceptions, which jlc's try/catch becomes).
import { readFile } from 'node:fs/promises';
import { writeSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import process from 'node:process';

// Node 20 sometimes crashes (SIGSEGV) in its teardown when a WebAssembly
// program calls exit: the program runs in a child node (single-threaded,
// which makes it rarer), which reports the status exit was called with on
// fd 3 first; a crash after that report is node's, not the program's, and
// the status is the program's (its output was written synchronously).
if (!process.env.JLC_WASI_CHILD) {
  const r = spawnSync(process.execPath, ['--single-threaded', ...process.execArgv, ...process.argv.slice(1)],
                      { stdio: ['inherit', 'inherit', 'inherit', 'pipe'], env: { ...process.env, JLC_WASI_CHILD: '1' } });
  const reported = r.output?.[3]?.toString();
  process.exit(r.status ?? (reported ? Number(reported) : 128 + (constants.signals[r.signal] ?? 0)));
}
delete process.env.JLC_WASI_CHILD;

// (node:wasi warns that it is experimental: not the program's output)
process.removeAllListeners('warning');
const { WASI } = await import('node:wasi');

const [file, ...args] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node tools/wasi-run.mjs PROGRAM.wasm [ARGS...]\n');
  process.exit(2);
}
const cwd = process.cwd();
const wasi = new WASI({
  version: 'preview1',
  args: [file, ...args],
  env: process.env,
  preopens: { '.': cwd, [cwd]: cwd, '/tmp': '/tmp' },
  // exit(n) ends node there, with n: with returnOnExit, Node 20 unwinds the
  // WebAssembly frames by a JavaScript exception instead, which crashes
  // it when they hold WebAssembly exception handlers (jlc's try/catch)
  returnOnExit: false,
});
let status = 0;   // (main returned)
try {
  const module = await WebAssembly.compile(await readFile(file));
  const imports = wasi.getImportObject();
  const procExit = imports.wasi_snapshot_preview1.proc_exit;
  imports.wasi_snapshot_preview1.proc_exit = (code) => {
    writeSync(3, String(code));
    return procExit(code);
  };
  const instance = await WebAssembly.instantiate(module, imports);
  wasi.start(instance);
  writeSync(3, '0');
} catch (e) {
  // a trap (a recursion too deep for the engine, say): Julia's programs
  // never trap otherwise, so this is reported as a crash
  process.stderr.write(`wasi-run: ${file}: ${e instanceof Error ? e.message : e}\n`);
  status = 134;
}
process.exit(status);   // (at once: nothing of the module is needed after it)
