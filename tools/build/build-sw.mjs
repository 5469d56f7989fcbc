// Writes DIST/sw.js after `trunk build`: npm workbox-build lists every file of the build (with a
// revision from each file's content) into our own small worker, sw-src.js.
//
//   node tools/build/build-sw.mjs dist
import { injectManifest } from 'workbox-build';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.argv[2] ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`build-sw: no index.html in ${dist} (run trunk build first)`);
  process.exit(2);
}

const { count, size, warnings } = await injectManifest({
  swSrc: join(here, 'sw-src.js'),
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,wasm,svg,png,webmanifest}'],
  globIgnores: ['sw.js'],
  // Every file gets a revision from its content, the hashed ones too: trunk hashes the wasm
  // before wasm-opt runs, so a build that changes only the optimisation ships a different
  // wasm under the same name (seen when wasm-opt's flags changed), and a worker that trusted
  // the name would go on serving the old one.
  maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
});
for (const w of warnings) console.warn(`build-sw: ${w}`);
if (count === 0) {
  console.error('build-sw: nothing to precache');
  process.exit(1);
}
console.log(`build-sw: ${relative(process.cwd(), join(dist, 'sw.js'))} precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
