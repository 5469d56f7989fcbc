// Q Branch service worker (source). `make dist` runs tools/build/build-sw.mjs after trunk: it
// writes, at the two injection points below, the list of every file of the build (each with
// the SHA-384 of its content) and the text of the build's own index.html, and saves the result
// as dist/sw.js.
//
// One cache per build, and only this build's files in it: the page is always served entirely
// by one version (its index.html and the files it names), never half old, half new. The index
// is the one this worker was built with, never what the host serves at the moment (during a
// deploy that is still the old one); every other file is checked against its hash as it is
// downloaded, and a file that is not this build's fails the install: the version in place
// stays, and the next check for a new version tries again. A new version installs in the
// background and then waits; the page shows "new version — reload" and only when the player
// chooses does it take over (message 'skip-waiting'), after which the page reloads.
/* eslint-env serviceworker */
const MANIFEST = self.__WB_MANIFEST;
const INDEX_HTML = self.__QBRANCH_INDEX_HTML;

// A build's cache name comes from its file list (names and hashes).
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
const PREFIX = 'qbranch-';
const CACHE = PREFIX + hash(JSON.stringify(MANIFEST));
const SCOPE = self.registration.scope;
const INDEX = new URL('index.html', SCOPE).href;

// url (absolute, no query) -> { key: the url plus the hash of its content, integrity }.
const FILES = new Map(
  MANIFEST.map(({ url, revision, integrity }) => {
    const abs = new URL(url, SCOPE).href;
    return [abs, { key: `${abs}?__rev=${revision}`, integrity }];
  }),
);

/** This build's copy of the file at `url`: its own index, or the file as downloaded if its
 * content has the hash the build recorded (the browser checks it; a mismatch rejects). */
function download(url, integrity) {
  if (url === INDEX) {
    return new Response(INDEX_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  return fetch(new Request(url, { cache: 'reload', credentials: 'same-origin', integrity })).then((res) => {
    if (!res.ok) throw new Error(`precache: ${url} answered ${res.status}`);
    return res;
  });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const [url, { key, integrity }] of FILES) {
        // An unchanged file is copied from an older build's cache, not downloaded again (the
        // key holds the hash of its content, and only a checked download is stored under it).
        const old = await caches.match(key);
        await cache.put(key, old ?? (await download(url, integrity)));
      }
    })(),
  );
  // No skipWaiting here: a new version waits until the player chooses to reload.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The very first version takes the page that installed it at once (there is nothing
      // older to mix with); later versions activate only from the player's choice.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  url.hash = '';
  url.search = '';
  let file = FILES.get(url.href);
  if (!file && req.mode === 'navigate' && url.href.startsWith(SCOPE)) file = FILES.get(INDEX);
  if (!file) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(file.key);
      return hit ?? fetch(req);
    })(),
  );
});
