// Ad-hoc: node shot2.mjs GAME WIDTH HEIGHT OUT DECISIONS seat0 seat1
import { startServer } from './lib/server.mjs';
import { launch, newPage } from './lib/browser.mjs';
import { NewGamePage } from './pages/app.mjs';
import { YoltPlay, seeded } from './pages/yolt.mjs';
import { LaldPlay } from './pages/lald.mjs';
const [game, w, hgt, out, decisions, ...seats] = process.argv.slice(2);
const server = await startServer();
const browser = await launch();
try {
  const { page } = await newPage(browser, { width: Number(w), height: Number(hgt) });
  const ng = new NewGamePage(page, server.url);
  await ng.open(game);
  for (let i = 0; i < seats.length; i++) await ng.setSeat(i, { by: seats[i] });
  await ng.start();
  const play = game === 'yolt' ? new YoltPlay(page, server.url) : new LaldPlay(page, server.url);
  await play.root().waitFor();
  await play.setFast();
  const rand = seeded(11);
  for (let i = 0; i < Number(decisions); i++) {
    await play.waitForDecision();
    await play.playOne(rand);
  }
  await play.waitForDecision();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: !!process.env.FULL });
} finally {
  await browser.close();
  await server.close();
}
