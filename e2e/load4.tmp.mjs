import { startServer } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
const s = await startServer(); const b = await launch({ tierUp: false });
const T = {ctx:0,page:0,goto:0,ready:0,close:0};
for (let i = 0; i < 12; i++) {
  let t = performance.now(); const lap = (k) => { const n = performance.now(); if (i >= 2) T[k] += n - t; t = n; };
  const context = await b.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce', serviceWorkers: 'block' }); lap('ctx');
  const page = await context.newPage(); lap('page');
  await page.goto(s.url + '#/new/lald'); lap('goto');
  await page.locator('form.form').waitFor(); lap('ready');
  if (i == 11) console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON(), ['domContentLoadedEventEnd','loadEventEnd','responseEnd'])), await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').map(r => [r.name.split('/').pop().slice(0,20), Math.round(r.startTime), Math.round(r.responseEnd)]))));
  await context.close(); lap('close');
}
for (const k in T) console.log(k, (T[k] / 10).toFixed(0), 'ms');
await b.close(); await s.close();
