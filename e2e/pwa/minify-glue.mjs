// Minifies wasm-bindgen's JavaScript glue in DIST after `trunk build` (trunk minifies the CSS and
// HTML but not the glue), with npm terser (already here as a dependency of workbox-build), and
// gives the wasm's imports and exports short names in both files: wasm-bindgen names each import
// after its function plus a 64-bit hash (`__wbg_set_innerHTML_a9d3a267967b5117`) and its closure
// shims after their full Rust paths, and each name is written twice, in the wasm and in the glue.
// The wasm's custom sections (tool metadata) are left out. The page's own script, public/pwa.js,
// is minified too.
// Then puts the new files' SHA-384 into index.html's `integrity` for them, so the browser's
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
const wasmFiles = readdirSync(dist).filter((f) => /^qbranch-[0-9a-f]{1,16}_bg\.wasm$/.test(f));
if (wasmFiles.length !== 1) {
  console.error(`minify-glue: expected one qbranch-<hash>_bg.wasm in ${dist}, found ${wasmFiles.length}`);
  process.exit(1);
}
const replaceIntegrity = (before, after, name) => {
  // The hash as trunk wrote it, quoted or not (trunk's HTML minifier drops the quotes).
  const old = sri(before);
  if (!html.includes(`integrity="${old}"`) && !html.includes(`integrity=${old}`)) {
    console.error(`minify-glue: index.html has no integrity ${old} for ${name}`);
    process.exit(1);
  }
  html = html.replaceAll(old, sri(after));
};
const gluePath = join(dist, glue[0]);
const wasmPath = join(dist, wasmFiles[0]);
const glueBefore = readFileSync(gluePath);
const wasmBefore = readFileSync(wasmPath);
const out = await minify(glueBefore.toString('utf8'), { module: true, compress: true, mangle: true });
const renamed = shortNames(wasmBefore, out.code);
const glueAfter = Buffer.from(renamed.glue, 'utf8');
replaceIntegrity(glueBefore, glueAfter, glue[0]);
replaceIntegrity(wasmBefore, renamed.wasm, wasmFiles[0]);
writeFileSync(gluePath, glueAfter);
writeFileSync(wasmPath, renamed.wasm);
writeFileSync(index, html);
// The page's own script (public/pwa.js, copied by trunk as it is, comments and all), minified
// the same way. It is a classic script, so its top-level names keep theirs; no integrity names it.
const pwaPath = join(dist, 'public', 'pwa.js');
const pwaBefore = readFileSync(pwaPath);
const pwaAfter = Buffer.from((await minify(pwaBefore.toString('utf8'), { compress: true, mangle: true })).code, 'utf8');
writeFileSync(pwaPath, pwaAfter);
console.log(`minify-glue: public/pwa.js ${(pwaBefore.length / 1024).toFixed(1)} KB -> ${(pwaAfter.length / 1024).toFixed(1)} KB`);
console.log(
  `minify-glue: ${glue[0]} ${(glueBefore.length / 1024).toFixed(1)} KB -> ${(glueAfter.length / 1024).toFixed(1)} KB; ` +
    `${renamed.count} import and export names shortened, ${wasmFiles[0]} ${(wasmBefore.length / 1024).toFixed(1)} KB -> ${(renamed.wasm.length / 1024).toFixed(1)} KB`,
);

/** The wasm with its imports' and exports' names shortened, and the glue that uses the short
 * names. A name is shortened only where the glue uses it in the one way expected (an import as
 * a key of the imports object, `name:`; an export as a property, `.name`), every time it
 * appears; the names the JavaScript world may look up (`memory`, `main`, `__wbindgen_start`)
 * keep theirs. */
function shortNames(wasm, glueText) {
  const KEEP = new Set(['memory', 'main', '__wbindgen_start']);
  const ids = (function* () {
    const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const rest = first + '0123456789';
    for (const c of first) yield c;
    for (const c of first) for (const d of rest) yield c + d;
  })();
  const escape = (t) => t.replace(/[$]/g, '\\$&');
  const uses = (name, prefix) => {
    const all = glueText.match(new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`, 'g'))?.length ?? 0;
    const expected =
      glueText.match(new RegExp(`${prefix === '.' ? '\\.' : '(?<=[{,])'}${escape(name)}${prefix === ':' ? ':' : '(?![\\w$])'}`, 'g'))?.length ?? 0;
    return all > 0 && all === expected ? all : 0;
  };
  const map = new Map(); // "i:" or "e:" + old name -> new name
  let glueOut = glueText;
  const give = (kind, name) => {
    if (KEEP.has(name) || map.has(kind + name)) return;
    if (!uses(name, kind === 'i:' ? ':' : '.') && kind === 'i:') return;
    if (kind === 'e:' && glueText.includes(name) && !uses(name, '.')) return;
    let id = ids.next().value;
    while (glueText.match(new RegExp(`(?<![\\w$])${id}(?![\\w$])`))) id = ids.next().value;
    map.set(kind + name, id);
    glueOut =
      kind === 'i:'
        ? glueOut.replace(new RegExp(`(?<=[{,])${escape(name)}:`, 'g'), `${id}:`)
        : glueOut.replace(new RegExp(`\\.${escape(name)}(?![\\w$])`, 'g'), `.${id}`);
  };
  const sections = parseSections(wasm);
  const parts = [wasm.subarray(0, 8)];
  for (const sec of sections) {
    // Custom sections (the producers' names, the target's features, wasm-split's marker) are
    // for tools; the browser skips them.
    if (sec.id === 0) continue;
    if (sec.id !== 2 && sec.id !== 7) {
      parts.push(wasm.subarray(sec.start, sec.end));
      continue;
    }
    const r = reader(wasm, sec.bodyStart);
    const w = [];
    const n = r.u32();
    w.push(leb(n));
    for (let i = 0; i < n; i++) {
      if (sec.id === 2) {
        const module = r.bytes();
        const field = r.bytes().toString('utf8');
        give('i:', field);
        const descStart = r.pos;
        const kind = wasm[r.pos++];
        if (kind === 0) r.u32();
        else if (kind === 1) {
          r.pos++;
          r.limits();
        } else if (kind === 2) r.limits();
        else if (kind === 3) r.pos += 2;
        else if (kind === 4) {
          r.pos++;
          r.u32();
        } else throw new Error(`unknown import kind ${kind}`);
        w.push(leb(module.length), module, str(map.get('i:' + field) ?? field), wasm.subarray(descStart, r.pos));
      } else {
        const field = r.bytes().toString('utf8');
        give('e:', field);
        const descStart = r.pos;
        r.pos++;
        r.u32();
        w.push(str(map.get('e:' + field) ?? field), wasm.subarray(descStart, r.pos));
      }
    }
    if (r.pos !== sec.end) throw new Error(`section ${sec.id} not read to its end`);
    const body = Buffer.concat(w);
    parts.push(Buffer.from([sec.id]), leb(body.length), body);
  }
  return { wasm: Buffer.concat(parts), glue: glueOut, count: map.size };
}

function parseSections(wasm) {
  const out = [];
  let p = 8;
  while (p < wasm.length) {
    const r = reader(wasm, p + 1);
    const size = r.u32();
    out.push({ id: wasm[p], start: p, bodyStart: r.pos, end: r.pos + size });
    p = r.pos + size;
  }
  return out;
}

function reader(buf, pos) {
  const r = {
    pos,
    u32() {
      let result = 0;
      let shift = 0;
      let byte;
      do {
        byte = buf[r.pos++];
        result += (byte & 127) * 2 ** shift;
        shift += 7;
      } while (byte & 128);
      return result;
    },
    bytes() {
      const n = r.u32();
      const b = buf.subarray(r.pos, r.pos + n);
      r.pos += n;
      return b;
    },
    limits() {
      const flags = buf[r.pos++];
      r.u32();
      if (flags & 1) r.u32();
    },
  };
  return r;
}

function leb(n) {
  const out = [];
  do {
    let byte = n & 127;
    n = Math.floor(n / 128);
    if (n) byte |= 128;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
}

function str(s) {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([leb(b.length), b]);
}
