// Cold load to interactive: the built app opened from the static server in a new tab with an
// empty cache and storage, as on a player's first visit; "interactive" is when the home
// screen's game tiles are rendered by the wasm app and its first "New game" link is enabled.
// Prints each run and the median.
//
// Every run opens a new tab beside a tab kept open on about:blank, in one window, after the
// browser's cache and the site's storage, caches and service worker have been cleared. (A new
// browser context per run would empty them too, but opens a new window each time, and the full
// browser then loads that window's own interface alongside the app: see bench-restore.mjs.)
// Each tab is a new renderer process, so nothing compiled by the run before is reused.
import { startServer } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const server = await startServer();
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const kept = await context.newPage();
const cdp = await context.newCDPSession(kept);
const origin = new URL(server.url).origin;
const times = [];
for (let i = 0; i < RUNS; i++) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(server.url, { waitUntil: 'commit' });
  await page.locator('ul.tiles > li.tile').nth(4).waitFor({ state: 'visible', timeout: 30000 });
  await page.locator('li.tile a:text-is("New game")').first().waitFor({ state: 'visible' });
  const wall = Date.now() - t0;
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const cached = [n, ...performance.getEntriesByType('resource')].filter((r) => r.transferSize === 0 && /\.(wasm|js|css)$|\/$/.test(r.name));
    return { dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd, cached: cached.map((r) => r.name) };
  });
  if (nav.cached.length) throw new Error(`not a cold load: from a cache: ${nav.cached.join(', ')}`);
  times.push(wall);
  console.log(`  run ${i + 1}: interactive after ${wall} ms (DOMContentLoaded ${nav.dcl.toFixed(0)} ms, load ${nav.load.toFixed(0)} ms)`);
  await page.close();
}
times.sort((a, b) => a - b);
console.log(`  cold load to interactive: median ${times[Math.floor(times.length / 2)]} ms, best ${times[0]} ms, worst ${times[times.length - 1]} ms over ${RUNS} runs (a new tab, localhost, no throttling)`);
await browser.close();
await server.close();
