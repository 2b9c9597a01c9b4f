#!/usr/bin/env bash
# examples/browser in a browser: lorenz.jl built by jlc into a WebAssembly
# library, the page served locally, a screenshot taken by headless
# Chromium, and its pixels checked: the attractor's two wings drawn in the
# page's blue on white, with the two holes around its unstable fixed points
# (±√72, ·, 27) left empty. Chromium comes from Debian (tools/deps.sh
# --browser installs it); where it cannot be had the test is skipped
# (exit 77), which the harness reports as such.
JLC=${1:?usage: bash wasm_browser.sh JLC_BINARY}
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
if [ ! -f "$(dirname -- "$JLC")/libjlrt-wasm32.a" ]; then
    echo "no wasm32 runtime: run make wasm"
    exit 77
fi
if ! command -v chromium >/dev/null && ! "$ROOT/tools/deps.sh" --browser >/dev/null 2>&1; then
    echo "chromium is not installed and cannot be (tools/deps.sh --browser)"
    exit 77
fi
tmp=$(mktemp -d) || exit 1
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf -- "$tmp"' EXIT
fail() { echo "$*"; exit 1; }

mkdir "$tmp/site"
cp "$ROOT/examples/browser/index.html" "$ROOT/examples/browser/jlc-wasm.js" "$tmp/site/"
"$JLC" --target=wasm32-wasi --output-lib "$tmp/site/lorenz.wasm" "$ROOT/examples/browser/lorenz.jl" || fail "lorenz.wasm: build failed"

# a local server on a free port (it prints the port)
python3 -c '
import http.server, socketserver, sys, os
os.chdir(sys.argv[1])
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a): pass
Quiet.extensions_map[".wasm"] = "application/wasm"
with socketserver.TCPServer(("127.0.0.1", 0), Quiet) as s:
    print(s.server_address[1], flush=True)
    s.serve_forever()
' "$tmp/site" >"$tmp/port" 2>/dev/null &
server=$!
for _ in $(seq 50); do [ -s "$tmp/port" ] && break; sleep 0.1; done
port=$(cat "$tmp/port")
[ -n "$port" ] || fail "the local server did not start"

timeout 150 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=600,600 \
    --virtual-time-budget=10000 --user-data-dir="$tmp/profile" --screenshot="$tmp/shot.png" \
    "http://127.0.0.1:$port/index.html" >"$tmp/chromium.log" 2>&1
[ -s "$tmp/shot.png" ] || { cat "$tmp/chromium.log"; fail "no screenshot"; }

# The pixels, from the PNG itself (zlib and the PNG filters: no imaging library needed)
python3 - "$tmp/shot.png" <<'PY' || fail "the screenshot is not the attractor"
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
pos, idat = 8, b""
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b"IHDR": w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
    if kind == b"IDAT": idat += body
    pos += 12 + n
assert depth == 8 and ctype in (2, 6), (depth, ctype)
bpp = 3 if ctype == 2 else 4
raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
for y in range(h):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        p = a + b - c
        pred = [0, a, b, (a + b) // 2, a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c][f]
        line[i] = (line[i] + pred) & 255
    rows.append(line)
    prev = line
px = lambda x, y: tuple(rows[y][x * bpp:x * bpp + 3])
blue = lambda c: c[2] > 120 and c[2] > c[0] + 40          # the stroke, antialiased
white = lambda c: min(c) > 240
drawn = [(x, y) for y in range(h) for x in range(w) if blue(px(x, y))]
left = sum(1 for x, y in drawn if x < w // 2)
right = len(drawn) - left
print(f"{w}x{h}: {len(drawn)} pixels drawn, {left} left, {right} right")
assert all(white(px(x, y)) for x, y in [(2, 2), (w - 3, 2), (2, h - 3), (w - 3, h - 3)]), "corners are not the page's white"
assert len(drawn) > 5000 and left > 1000 and right > 1000, "not two wings"
for cx in (-72 ** 0.5, 72 ** 0.5):                         # the holes of the wings
    sx, sy = round((cx + 25) / 50 * w), round(h - 27 / 55 * h)
    assert all(white(px(x, y)) for x in range(sx - 4, sx + 5) for y in range(sy - 4, sy + 5)), f"hole at {sx},{sy} is drawn"
PY
cp "$tmp/shot.png" "${JLC_BROWSER_SHOT:-/dev/null}" 2>/dev/null
exit 0
