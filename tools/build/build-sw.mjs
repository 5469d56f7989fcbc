// Writes DIST/sw.js after `trunk build`: npm workbox-build lists every file of the build into
// our own small worker, sw-src.js, each with the SHA-384 of its content (the worker's cache key
// and the hash a download must match), and the build's index.html goes in as text (the worker
// serves the index it was built with, whatever the host serves while a deploy is under way).
//
//   node tools/build/build-sw.mjs dist
import { injectManifest } from 'workbox-build';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
  // Every file is known by its content, the hashed ones too: trunk hashes the wasm before
  // wasm-opt runs, so a build that changes only the optimisation ships a different wasm under
  // the same name, and a worker that trusted the name would go on serving the old one.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => {
        const digest = createHash('sha384').update(readFileSync(join(dist, entry.url))).digest();
        return { ...entry, revision: digest.toString('hex'), integrity: `sha384-${digest.toString('base64')}` };
      }),
      warnings: [],
    }),
  ],
  maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
});
const swPath = join(dist, 'sw.js');
const sw = readFileSync(swPath, 'utf8');
const INDEX_POINT = 'self.__QBRANCH_INDEX_HTML';
if (!sw.includes(INDEX_POINT)) {
  console.error(`build-sw: no ${INDEX_POINT} in sw-src.js`);
  process.exit(1);
}
writeFileSync(swPath, sw.replace(INDEX_POINT, () => JSON.stringify(readFileSync(join(dist, 'index.html'), 'utf8'))));
for (const w of warnings) console.warn(`build-sw: ${w}`);
if (count === 0) {
  console.error('build-sw: nothing to precache');
  process.exit(1);
}
console.log(`build-sw: ${relative(process.cwd(), swPath)} precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
