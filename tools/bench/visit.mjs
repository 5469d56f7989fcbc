// First and return visit to an interactive home screen, on a phone profile: a 412×823 touch
// screen, the CPU slowed four times, 150 ms round trips and 1.6 Mbps down (0.75 Mbps up),
// served compressed as a static host serves it (precompressed .br or .gz beside a file when
// the build has them and the browser accepts them, else gzip on the fly).
//
// "Interactive" is when the wasm app has drawn the home screen's game tiles and its first
// "New game" link: a tap then works. It is timed in the page, from the start of the
// navigation to the first frame drawn after the link is laid out. A first visit starts with an empty cache and no service
// worker; the return visit is the next tab of the same browser profile, after the first
// visit's service worker has taken control (what a player meets when they come back).
// Prints each run, the medians, and the longest main-thread task of each visit.
import { startServer } from '../../e2e/lib/server.mjs';
import { launch } from '../../e2e/lib/browser.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PHONE = { width: 412, height: 823 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1e6) / 8,
  uploadThroughput: (0.75 * 1e6) / 8,
};

const server = await startServer({ compress: true });
const browser = await launch();

/** Opens the app in a new tab of `context` with the phone's CPU and network; ms to interactive. */
async function visit(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
    // The moment the home screen can take a tap: its tiles and a "New game" link are on the
    // page and laid out, and the frame that shows them has been drawn. Timed in the page, so
    // the figure does not depend on how often the test driver looks.
    const ready = () =>
      [...document.querySelectorAll('ul.tiles > li.tile a')].some(
        (a) => a.textContent.trim() === 'New game' && a.getBoundingClientRect().width > 0,
      );
    const watch = new MutationObserver(() => {
      if (window.__interactive || !ready()) return;
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__interactive = performance.now())));
    });
    addEventListener('DOMContentLoaded', () =>
      watch.observe(document.body, { childList: true, subtree: true }),
    );
  });
  await page.goto(server.url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__interactive, null, { timeout: 60000 });
  await page.locator('li.tile a:text-is("New game")').first().waitFor({ state: 'visible' });
  const ms = Math.round(await page.evaluate(() => window.__interactive));
  const facts = await page.evaluate(() => ({
    longest: window.__longest,
    controlled: !!navigator.serviceWorker?.controller,
    bytes: performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .reduce((n, r) => n + (r.transferSize || 0), 0),
  }));
  return { page, ms, ...facts };
}

const first = [];
const back = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const a = await visit(context);
  // Wait until the service worker controls the page, as it does before a player comes back.
  await a.page.evaluate(() =>
    navigator.serviceWorker
      ? navigator.serviceWorker.ready.then(() =>
          navigator.serviceWorker.controller
            ? null
            : new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok)))
      : null);
  await a.page.close();
  const b = await visit(context);
  await b.page.close();
  await context.close();
  first.push(a.ms);
  back.push(b.ms);
  console.log(
    `  run ${i + 1}: first visit ${a.ms} ms (${(a.bytes / 1024).toFixed(0)} KB over the network, longest task ${a.longest.toFixed(0)} ms); ` +
      `return visit ${b.ms} ms (${b.controlled ? 'from the service worker' : 'no service worker'}, longest task ${b.longest.toFixed(0)} ms)`,
  );
}
const median = (v) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
console.log(
  `  phone profile (412×823 touch, 4× CPU, 150 ms RTT, 1.6 Mbps): first visit median ${median(first)} ms (budget 3500), ` +
    `return visit median ${median(back)} ms (budget 1000), ${RUNS} runs`,
);
await browser.close();
await server.close();
