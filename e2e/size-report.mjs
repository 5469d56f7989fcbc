// Prints the size of the built app in dist/: every file raw and gzipped, and the totals.
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
let raw = 0, gz = 0;
const kb = (n) => (n / 1024).toFixed(1).padStart(8) + " KB";
console.log("size report for " + root + "/ (raw, gzip -9)");
for (const f of files.sort()) {
  const b = readFileSync(f);
  const z = gzipSync(b, { level: 9 }).length;
  raw += b.length; gz += z;
  console.log(`  ${relative(root, f).padEnd(48)} ${kb(b.length)} ${kb(z)}`);
}
console.log(`  ${"TOTAL".padEnd(48)} ${kb(raw)} ${kb(gz)}`);
