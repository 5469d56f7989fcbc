// Cold load to interactive: a fresh browser context (empty cache and storage) opens the built
// app from the static server; "interactive" is when the home screen's game tiles are rendered
// by the wasm app and its first "New game" link is enabled. Prints each run and the median.
import { startServer } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const server = await startServer();
const browser = await launch();
const times = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(server.url, { waitUntil: 'commit' });
  await page.locator('ul.tiles > li.tile').nth(4).waitFor({ state: 'visible', timeout: 30000 });
  await page.locator('li.tile a:text-is("New game")').first().waitFor({ state: 'visible' });
  const wall = Date.now() - t0;
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    return { dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd };
  });
  times.push(wall);
  console.log(`  run ${i + 1}: interactive after ${wall} ms (DOMContentLoaded ${nav.dcl.toFixed(0)} ms, load ${nav.load.toFixed(0)} ms)`);
  await context.close();
}
times.sort((a, b) => a - b);
console.log(`  cold load to interactive: median ${times[Math.floor(times.length / 2)]} ms, best ${times[0]} ms, worst ${times[times.length - 1]} ms over ${RUNS} runs (localhost, no throttling)`);
await browser.close();
await server.close();
