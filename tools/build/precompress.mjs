// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text and wasm file of the build,
// for static hosts that serve precompressed files (nginx `brotli_static`/`gzip_static`, Caddy
// `precompressed`, most CDNs compress on their own). Brotli at its highest setting takes about
// a fifth off the wasm a first visit downloads, against gzip: on the phone profile of
// `make bench` (1.6 Mbps) that is about half a second. The service worker's precache list
// leaves these copies out.
//
//   node tools/build/precompress.mjs dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(wasm|js|css|html|svg|webmanifest|json)$/;

const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) files.push(path);
  }
})(dist);

let raw = 0;
let br = 0;
for (const file of files) {
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
}
console.log(`precompress: ${files.length} files, ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`);
