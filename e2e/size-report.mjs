// Prints the size of the built app in dist/: every file raw and gzipped, the app's own total
// (wasm, JS, CSS, HTML: what a first visit downloads) and the total with the install extras
// (icons, manifest, the service worker and its registration).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const root = process.argv[2] || "dist";
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
})(root);
const extra = (f) => /^(sw\.js|public\/)/.test(f);
let raw = 0, gz = 0, appRaw = 0, appGz = 0;
const kb = (n) => (n / 1024).toFixed(1).padStart(8) + " KB";
console.log("size report for " + root + "/ (raw, gzip -9)");
for (const f of files.sort()) {
  const b = readFileSync(f);
  const z = gzipSync(b, { level: 9 }).length;
  const rel = relative(root, f);
  raw += b.length; gz += z;
  if (!extra(rel)) { appRaw += b.length; appGz += z; }
  console.log(`  ${rel.padEnd(48)} ${kb(b.length)} ${kb(z)}`);
}
console.log(`  ${"APP (wasm, JS, CSS, HTML)".padEnd(48)} ${kb(appRaw)} ${kb(appGz)}`);
console.log(`  ${"TOTAL (with icons, manifest, worker)".padEnd(48)} ${kb(raw)} ${kb(gz)}`);
