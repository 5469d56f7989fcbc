// Minifies wasm-bindgen's JavaScript glue in DIST after `trunk build` (trunk minifies the CSS and
// HTML but not the glue), with npm terser (already here as a dependency of workbox-build), then
// puts the new file's SHA-384 into index.html's `integrity` for it, so the browser's
// subresource-integrity check still holds. Run before build-sw.mjs, which lists the final files.
//
//   node e2e/pwa/minify-glue.mjs dist
import { minify } from 'terser';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const index = join(dist, 'index.html');
if (!existsSync(index)) {
  console.error(`minify-glue: no index.html in ${dist} (run trunk build first)`);
  process.exit(2);
}
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
let html = readFileSync(index, 'utf8');
// Trunk writes its 64-bit hash in hex without leading zeros: usually 16 digits, sometimes fewer.
const glue = readdirSync(dist).filter((f) => /^qbranch-[0-9a-f]{1,16}\.js$/.test(f));
if (glue.length !== 1) {
  console.error(`minify-glue: expected one qbranch-<hash>.js in ${dist}, found ${glue.length}`);
  process.exit(1);
}
for (const name of glue) {
  const path = join(dist, name);
  const before = readFileSync(path);
  const out = await minify(before.toString('utf8'), { module: true, compress: true, mangle: true });
  const after = Buffer.from(out.code, 'utf8');
  // The hash as trunk wrote it, quoted or not (trunk's HTML minifier drops the quotes).
  const old = sri(before);
  if (!html.includes(`integrity="${old}"`) && !html.includes(`integrity=${old}`)) {
    console.error(`minify-glue: index.html has no integrity ${old} for ${name}`);
    process.exit(1);
  }
  html = html.replaceAll(old, sri(after));
  writeFileSync(path, after);
  console.log(`minify-glue: ${name} ${(before.length / 1024).toFixed(1)} KB -> ${(after.length / 1024).toFixed(1)} KB`);
}
writeFileSync(index, html);
