// Screenshots of the briefcase race at tablet portrait, tablet landscape and laptop sizes, into
// target/screenshots/: a race in progress (hand, highlighted destinations with their card tags),
// the chooser, the discard-two control, the end of a game, the hot-seat curtain and the rules
// page. The upright tablet is a touch screen.
//   node tools/screenshots/race.mjs            (DIST=... to shoot another build)
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/lib/server.mjs';
import { launch, newPage } from '../../e2e/lib/browser.mjs';
import { RacePage } from '../../e2e/pages/race.mjs';
import { importAndOpen } from '../../e2e/pages/app.mjs';
import { recordGame } from '../../e2e/lib/records.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'screenshots');
await mkdir(out, { recursive: true });
const server = await startServer();
const browser = await launch();
const shots = [];
try {
  for (const [width, height] of [[768, 1024], [1024, 768], [1366, 768]]) {
    const { context, page } = await newPage(browser, { width, height, touch: height > width });
    const shot = async (name) => {
      const file = join(out, `race-${name}-${width}x${height}.png`);
      await page.screenshot({ path: file });
      shots.push(file);
    };
    const race = new RacePage(page, server.url);
    await race.newGame(['human', 'easy', 'easy']);
    await race.race().waitFor();
    await race.fastComputer();
    let chooser = false;
    for (let n = 0; n < 30 && !chooser; n++) {
      const s = await race.waitForHumanTurn();
      if (s.outcome) break;
      if (n === 2) await shot('play');
      const card = n >= 2 && s.dests.find((d) => /card/.test(d.tag));
      if (card) {
        await page.locator(`[data-testid=dest][data-space="${card.space}"] .rb-dest-ring`).click();
        await page.getByTestId('chooser').waitFor();
        await shot('chooser');
        await page.getByTestId('way-cancel').click();
        await page.getByTestId('discard-start').click();
        const cards = page.locator('[data-testid=card] button');
        await cards.nth(0).click();
        await cards.nth(3).click();
        await shot('discard');
        await page.getByTestId('discard-cancel').click();
        chooser = true;
      } else {
        await race.playOne(s);
      }
    }
    const { text } = recordGame({ game: 'race', seed: 4, seats: ['ai:easy', 'ai:easy', 'ai:easy'] });
    await importAndOpen(page, server.url, 'race-over.json', text);
    await page.locator('.game-over').waitFor();
    await shot('over');
    const hot = new RacePage(page, server.url);
    await hot.newGame(['human', 'human']);
    await hot.curtain().waitFor();
    await shot('curtain');
    await page.goto(`${server.url}#/rules/race`);
    await page.getByTestId('race-rules').waitFor();
    await shot('rules');
    if (page.errors.length) console.error('page errors:', page.errors);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(shots.join('\n'));
