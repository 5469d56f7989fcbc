// Where the shipped wasm's bytes go: the wasm as wasm-bindgen wrote it for trunk
// (target/wasm/wasm-bindgen/release/qbranch_bg.wasm: the Makefile builds the wasm in
// target/wasm), optimised again here by the same wasm-opt with the same level and flags as the build but keeping function names (-g), then `twiggy top` over it and
// the sizes grouped by owner. Each game's share is every function whose name mentions the
// game's module or type (its rules, AI and screens, and the shared generic code instantiated for
// it): that is what registering the game adds. The gzip figures apply each share to the shipped
// wasm's gzip size.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const input = process.argv[2] ?? join(here, '../target/wasm/wasm-bindgen/release/qbranch_bg.wasm');
const dist = process.argv[3] ?? join(here, '../dist');
const named = join(mkdtempSync(join(tmpdir(), 'qbranch-size-')), 'named.wasm');
// The flags of index.html's `data-wasm-opt-params`, so the result matches the shipped build.
const html = readFileSync(join(here, '../index.html'), 'utf8');
const params = (html.match(/data-wasm-opt-params="([^"]*)"/)?.[1] ?? '').split(/\s+/).filter(Boolean);
const level = html.match(/data-wasm-opt="([^"]*)"/)?.[1] ?? 'z';
execFileSync(join(here, 'node_modules/.bin/wasm-opt'), [`-O${level}`, '-g', ...params, input, '-o', named]);
const rows = JSON.parse(
  execFileSync('twiggy', ['top', '-n', '1000000', '-f', 'json', named], { encoding: 'utf8', maxBuffer: 256 << 20 }),
)
  .filter((r) => !/custom section|subsection/.test(r.name))
  // The release build's compiler writes v0 symbol names, which carry each crate's hash
  // (`qbranch_engine[a0f6…]::core`): drop the hashes so the owners' patterns match.
  .map((r) => ({ ...r, name: r.name.replace(/\[[0-9a-f]{6,}\]/g, '') }));
const GAMES = [
  ['You Only Live Twice', /yolt|Yolt/],
  ['the briefcase race', /race::|Race\b|games::race/],
  ['Live and Let Die', /lald|Lald/],
  ['the card game (both variants)', /ccg|Ccg/],
];
const SHARED = [
  ['AI search', /qbranch_engine::ai/],
  ['engine core', /qbranch_engine::(core|chase|registry)/],
  ['app shell', /qbranch::(shell|saves|app|route|games|main)/],
  ['Leptos', /leptos|reactive_graph|tachys|any_spawner|either_of|or_poisoned|throw_error/],
  ['serde / serde_json', /serde/],
  ['formatting (core::fmt)', /core::fmt|::fmt::|Display|Debug/],
  ['wasm-bindgen / js-sys / web-sys', /wasm_bindgen|js_sys|web_sys|__wbg|__wbindgen/],
  ['std, alloc, core', /std::|alloc::|core::|dlmalloc|compiler_builtins/],
  ['static data (.rodata: text, tables, SVG)', /^data segment/],
];
const GROUPS = [...GAMES, ...SHARED];
const total = rows.reduce((a, r) => a + r.shallow_size, 0);
const sums = new Map(GROUPS.map(([g]) => [g, 0]));
let other = 0;
for (const r of rows) {
  const g = GROUPS.find(([, re]) => re.test(r.name));
  if (g) sums.set(g[0], sums.get(g[0]) + r.shallow_size);
  else other += r.shallow_size;
}
const shipped = readdirSync(dist).filter((f) => f.endsWith('.wasm'));
const gz = shipped.reduce((a, f) => a + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';
const line = (g, n) => {
  const share = n / total;
  console.log(`  ${g.padEnd(42)} ${kb(n)} ${(share * 100).toFixed(1).padStart(5)} %  ≈ ${kb(share * gz)} gzip`);
};
console.log(`where the shipped wasm's bytes go (twiggy over the optimised wasm: ${kb(total).trim()} raw, ${kb(gz).trim()} gzip)`);
console.log(' what each game adds (its rules, AI and screens):');
for (const [g] of GAMES) line(g, sums.get(g));
console.log(' shared by every game:');
for (const [g] of SHARED) line(g, sums.get(g));
line('other (unnamed functions, tables)', other);
console.log(' largest items:');
for (const r of rows.slice(0, 15)) console.log(`  ${kb(r.shallow_size)}  ${r.name.slice(0, 110)}`);
