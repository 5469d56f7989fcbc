// Joins the stylesheets trunk wrote to DIST (one per source file in style/: the shell's, each
// game's, the install prompt's) into one file, in the order index.html links them, and links
// that file instead, with its own SHA-384 in `integrity`. The cascade is the same (the same rules
// in the same order), and the sheets, compressed as one, share their vocabulary (about a fifth
// less gzip than seven files). The sources stay one file per game, each
// scoped under its game's root class; `make serve` links them one by one as before.
//
//   node tools/build/join-css.mjs dist
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const index = join(dist, 'index.html');
if (!existsSync(index)) {
  console.error(`join-css: no index.html in ${dist} (run trunk build first)`);
  process.exit(2);
}
let html = readFileSync(index, 'utf8');
// Trunk's links, quoted or not (its HTML minifier drops the quotes), attributes in any order.
const links = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => m[0]);
const hrefOf = (tag) => tag.match(/\bhref="?\.?\/?([^"\s>]+\.css)"?/)?.[1];
const sheets = links.map(hrefOf);
if (links.length < 2 || sheets.some((s) => !s || !/^[\w.-]+\.css$/.test(s))) {
  console.error(`join-css: expected two or more local stylesheets in index.html, found ${JSON.stringify(sheets)}`);
  process.exit(1);
}
const parts = sheets.map((s) => readFileSync(join(dist, s), 'utf8'));
// `@charset` and `@import` are valid only at the top of a sheet: joined, they would be dropped.
const misplaced = sheets.filter((s, i) => /@(charset|import)\b/.test(parts[i]));
if (misplaced.length) {
  console.error(`join-css: ${misplaced.join(', ')} use @charset or @import, which cannot be joined`);
  process.exit(1);
}
const joined = Buffer.from(parts.join('\n'), 'utf8');
const hash = createHash('sha256').update(joined).digest('hex').slice(0, 16);
const name = `app-${hash}.css`;
const integrity = `sha384-${createHash('sha384').update(joined).digest('base64')}`;
writeFileSync(join(dist, name), joined);
html = html.replace(links[0], `<link rel="stylesheet" href="./${name}" integrity="${integrity}">`);
for (const tag of links.slice(1)) html = html.replace(tag, '');
writeFileSync(index, html);
for (const s of sheets) rmSync(join(dist, s));
console.log(`join-css: ${sheets.length} stylesheets -> ${name} (${(joined.length / 1024).toFixed(1)} KB)`);
