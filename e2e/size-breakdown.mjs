// Where the app's bytes go: `twiggy top` over the release wasm as cargo built it (before
// wasm-bindgen and wasm-opt, so function names are still there), grouped by owner. Each
// game's share is every function whose name mentions the game's module or type (its rules,
// AI and screens, and the shared generic code instantiated for it). The gzip estimate applies
// the share to the shipped wasm's gzip size.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const wasm = process.argv[2] ?? '../target/wasm32-unknown-unknown/release/qbranch.wasm';
const dist = process.argv[3] ?? '../dist';
const rows = JSON.parse(
  execFileSync('twiggy', ['top', '-n', '1000000', '-f', 'json', wasm], { encoding: 'utf8', maxBuffer: 256 << 20 }),
);
const GROUPS = [
  ['game: You Only Live Twice', /yolt|Yolt/],
  ['game: the briefcase race', /race::|Race\b|games::race/],
  ['game: Live and Let Die', /lald|Lald/],
  ['game: the card game', /ccg|Ccg/],
  ['AI search (shared)', /qbranch_engine::ai/],
  ['engine core (shared)', /qbranch_engine::(core|chase|registry)/],
  ['app shell (shared)', /qbranch::(shell|saves|app|route|games)/],
  ['Leptos', /leptos|reactive_graph|tachys|any_spawner|or_poisoned|throw_error/],
  ['serde / serde_json', /serde/],
  ['formatting (core::fmt)', /core::fmt|::fmt::|Display|Debug/],
  ['wasm-bindgen / js-sys / web-sys', /wasm_bindgen|js_sys|web_sys|__wbg|__wbindgen/],
  ['std, alloc, core', /std::|alloc::|core::|dlmalloc|compiler_builtins/],
];
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
console.log(`where the wasm's bytes go (twiggy, ${kb(total).trim()} before wasm-opt; shipped wasm ${kb(gz).trim()} gzip)`);
for (const [g, n] of [...sums, ['other (data, tables, unnamed)', other]]) {
  const share = n / total;
  console.log(`  ${g.padEnd(34)} ${kb(n)} ${(share * 100).toFixed(1).padStart(5)} %  ≈ ${kb(share * gz)} gzip`);
}
console.log('largest items:');
for (const r of rows.slice(0, 15)) console.log(`  ${kb(r.shallow_size)}  ${r.name.slice(0, 110)}`);
