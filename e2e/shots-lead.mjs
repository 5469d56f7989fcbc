// Lead's check screenshots (not part of the suite): a YOLT game and a race at two sizes.
import { startServer } from './lib/server.mjs';
import { launch, newPage } from './lib/browser.mjs';
import { NewGamePage } from './pages/app.mjs';

const server = await startServer();
const browser = await launch();
for (const [w, hgt] of [[768, 1024], [1366, 768]]) {
  for (const game of ['yolt', 'race']) {
    const { context, page } = await newPage(browser, { width: w, height: hgt });
    const ng = new NewGamePage(page, server.url);
    await ng.open(game);
    await ng.start();
    await page.locator('[data-testid=play][data-thinking=false]').waitFor();
    await page.screenshot({ path: `/tmp/shots/${game}-${w}x${hgt}.png` });
    await context.close();
  }
}
await browser.close();
await server.close();
