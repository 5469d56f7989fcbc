// Ad-hoc: node shot.mjs GAME WIDTH HEIGHT OUT [seat0 seat1 ...]
import { startServer } from './lib/server.mjs';
import { launch, newPage } from './lib/browser.mjs';
import { NewGamePage } from './pages/app.mjs';
const [game, w, hgt, out, ...seats] = process.argv.slice(2);
const server = await startServer();
const browser = await launch();
try {
  const { page } = await newPage(browser, { width: Number(w), height: Number(hgt) });
  const ng = new NewGamePage(page, server.url);
  await ng.open(game);
  for (let i = 0; i < seats.length; i++) await ng.setSeat(i, { by: seats[i] });
  await ng.start();
  await page.waitForFunction(() => document.querySelector('[data-testid=tap]') || document.querySelector('[data-testid$=-action]') || document.querySelector('[data-testid=dest]'), null, { timeout: 60000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: out, fullPage: !!process.env.FULL });
} finally {
  await browser.close();
  await server.close();
}
