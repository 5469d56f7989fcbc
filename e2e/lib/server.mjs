// A tiny static server for the built app (no packages): serves DIST (default ../dist) under a
// sub-path, so the tests prove the app works at any sub-path of a static host.
import { createServer } from 'node:http';
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

/** Start the server on 127.0.0.1 and a free port; resolves to { url, close }. */
export async function startServer({ dist = DIST, base = BASE } = {}) {
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
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
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
