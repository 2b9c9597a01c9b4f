// jlc-wasm.js: load a library jlc built with --target=wasm32-wasi
// --output-lib in a browser. Browsers have no WASI, so this gives the module
// the few system calls jlc's runtime makes, in the least a page needs:
// stdout and stderr go to the console, the clock is the page's, there are
// no files and no environment. Returns the module's exports (its
// @ccallable functions and its memory), its top-level code run.
export async function loadJlcLibrary(url) {
  let memory;
  const ENOSYS = 52, EBADF = 8;
  const view = () => new DataView(memory.buffer);
  const lines = { 1: '', 2: '' };
  const wasi = {
    fd_write(fd, iovs, niovs, written) {
      if (fd !== 1 && fd !== 2) return EBADF;
      let n = 0;
      for (let i = 0; i < niovs; i++) {
        const ptr = view().getUint32(iovs + 8 * i, true), len = view().getUint32(iovs + 8 * i + 4, true);
        lines[fd] += new TextDecoder().decode(new Uint8Array(memory.buffer, ptr, len));
        n += len;
      }
      const parts = lines[fd].split('\n');
      lines[fd] = parts.pop();
      for (const line of parts) (fd === 1 ? console.log : console.error)(line);
      view().setUint32(written, n, true);
      return 0;
    },
    clock_time_get(id, precision, out) {
      const ns = BigInt(Math.round((id === 0 ? Date.now() : performance.now()) * 1e6));
      view().setBigUint64(out, ns, true);
      return 0;
    },
    environ_sizes_get(count, size) { view().setUint32(count, 0, true); view().setUint32(size, 0, true); return 0; },
    environ_get() { return 0; },
    args_sizes_get(count, size) { view().setUint32(count, 0, true); view().setUint32(size, 0, true); return 0; },
    args_get() { return 0; },
    proc_exit(code) { throw new Error(`the module exited with status ${code}`); },
  };
  // any other call: "not implemented", which the runtime reports as an error
  const imports = new Proxy(wasi, { get: (t, name) => t[name] ?? (() => ENOSYS) });
  const { instance } = await WebAssembly.instantiateStreaming(fetch(url), { wasi_snapshot_preview1: imports });
  memory = instance.exports.memory;
  instance.exports._initialize();
  return instance.exports;
}
