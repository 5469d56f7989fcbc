// Screenshots of the main screens at tablet portrait and laptop sizes, into target/screenshots/.
//   node tools/screenshots/app.mjs            (DIST=... to shoot another build)
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/lib/server.mjs';
import { launch, newPage } from '../../e2e/lib/browser.mjs';
import { findPlayableGame, NewGamePage, PlayPage, SavesPage } from '../../e2e/pages/app.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'screenshots');
await mkdir(out, { recursive: true });
const sizes = [
  [768, 1024],
  [1366, 768],
  [1024, 768],
];
const server = await startServer();
const browser = await launch();
const shots = [];
try {
  for (const [width, height] of sizes) {
    const { context, page } = await newPage(browser, { width, height });
    const shot = async (name) => {
      const file = join(out, `${name}-${width}x${height}.png`);
      await page.waitForTimeout(300);
      await page.screenshot({ path: file });
      shots.push(file);
    };
    const saves = new SavesPage(page, server.url);
    await saves.go('#/');
    await shot('home');
    const game = await findPlayableGame(page, server.url);
    if (game) {
      const ng = new NewGamePage(page, server.url);
      await ng.open(game);
      await shot('new-game');
      await ng.setSeat(0, { name: 'Ann' });
      await ng.start();
      const play = new PlayPage(page, server.url);
      if (await play.curtain().count()) await play.passCurtain();
      // A few moves: the person's first choices if the board offers generic ones, and the
      // computer's replies.
      for (let i = 0; i < 4; i++) {
        const c = play.choices();
        try {
          await c.first().waitFor({ timeout: 8000 });
        } catch {
          break;
        }
        await c.nth(Math.min(i, (await c.count()) - 1)).click();
        await page.waitForTimeout(200);
      }
      await page.waitForTimeout(1500);
      await shot('play');
      await page.getByRole('button', { name: 'Menu' }).click();
      await shot('play-menu');
    }
    await saves.putSave(
      'damaged1',
      '{"format":"qbranch-save","version":1,"id":"damaged1","name":"Half-written save"',
    );
    await saves.open();
    await shot('saves');
    await saves.go('#/rules/yolt');
    await shot('rules');
    await saves.go('#/rules');
    await shot('help');
    if (page.errors.length) console.error('page errors:', page.errors);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(shots.join('\n'));
