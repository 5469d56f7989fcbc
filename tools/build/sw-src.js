// Q Branch service worker (source). `make dist` runs e2e/pwa/build-sw.mjs after trunk: npm
// workbox-build (injectManifest) writes the list of every file of the build, with a revision
// for each, at the injection point below, and saves the result as dist/sw.js.
//
// One cache per build: the page is always served entirely by one version (its index.html and
// the hashed files it names), never half old, half new. A new version installs in the
// background and then waits; the page shows "new version — reload" and only when the player
// chooses does it take over (message 'skip-waiting'), after which the page reloads.
/* eslint-env serviceworker */
const MANIFEST = self.__WB_MANIFEST;

// A build's cache name comes from its file list (names and revisions).
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

// url (absolute, no query) -> cache key (the url plus its revision).
const KEYS = new Map(
  MANIFEST.map(({ url, revision }) => {
    const abs = new URL(url, SCOPE).href;
    return [abs, revision ? `${abs}?__rev=${revision}` : abs];
  }),
);
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const [url, key] of KEYS) {
        // An unchanged file is copied from an older build's cache, not downloaded again.
        const old = await caches.match(key);
        if (old) {
          await cache.put(key, old);
          continue;
        }
        const res = await fetch(new Request(url, { cache: 'reload', credentials: 'same-origin' }));
        if (!res.ok) throw new Error(`precache: ${url} answered ${res.status}`);
        await cache.put(key, res);
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
  let key = KEYS.get(url.href);
  if (!key && req.mode === 'navigate' && url.href.startsWith(SCOPE)) key = KEYS.get(INDEX);
  if (!key) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(key);
      return hit ?? fetch(req);
    })(),
  );
});
