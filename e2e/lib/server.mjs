// A tiny static server for the built app (no packages): serves DIST (default ../dist) under a
// sub-path, so the tests prove the app works at any sub-path of a static host.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = resolve(process.env.DIST ?? join(here, '..', '..', 'dist'));
export const BASE = '/qbranch/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Start the server on 127.0.0.1 and a free port; resolves to { url, close }. With `compress`,
 * it answers as a static host does: a precompressed `file.br` or `file.gz` beside the file
 * when there is one and the browser accepts it, else the file gzipped (level 6).
 */
export async function startServer({ dist = DIST, base = BASE, compress = false } = {}) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://x');
      let path = decodeURIComponent(url.pathname);
      if (!path.startsWith(base)) {
        res.writeHead(404).end('not under ' + base);
        return;
      }
      path = path.slice(base.length);
      if (path === '' || path.endsWith('/')) path += 'index.html';
      const file = normalize(join(dist, path));
      if (!file.startsWith(dist)) {
        res.writeHead(403).end();
        return;
      }
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) {
        res.writeHead(404).end('not found');
        return;
      }
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      };
      let body = await readFile(file);
      if (compress) {
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const pre = async (ext, name) =>
          accepts.includes(name) && (await stat(file + ext).catch(() => null))?.isFile()
            ? ((headers['content-encoding'] = name), await readFile(file + ext))
            : null;
        body =
          (await pre('.br', 'br')) ??
          (await pre('.gz', 'gzip')) ??
          (accepts.includes('gzip') && extname(file) !== '.png'
            ? ((headers['content-encoding'] = 'gzip'), gzipSync(body, { level: 6 }))
            : body);
        headers.vary = 'accept-encoding';
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${base}`,
    // Closes open keep-alive connections too: after close() nothing answers at this address.
    close: () =>
      new Promise((ok) => {
        server.close(ok);
        server.closeAllConnections();
      }),
  };
}

// `node e2e/lib/server.mjs` serves until stopped (for looking at the app by hand).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const s = await startServer();
  console.log(`serving ${DIST} at ${s.url}`);
}
