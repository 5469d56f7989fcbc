// Screenshots of a chase game (You Only Live Twice or Live and Let Die) at the moments a player
// meets, at a tablet held upright (touch) and a laptop, into target/screenshots/: the start
// (Bond's facing), Bond's decision after his roll (the spaces with their counts), Bond's roll
// after the computer's turn (the recap drawn on the map), and a finished game.
//   node tools/screenshots/chase.mjs yolt|lald      (DIST=... to shoot another build)
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/lib/server.mjs';
import { launch } from '../../e2e/lib/browser.mjs';
import { recordGame } from '../../e2e/lib/records.mjs';
import { importAndOpen, NewGamePage } from '../../e2e/pages/app.mjs';
import { seeded } from '../../e2e/pages/chase.mjs';
import { LaldPlay } from '../../e2e/pages/lald.mjs';
import { YoltPlay } from '../../e2e/pages/yolt.mjs';

const game = process.argv[2];
const Play = { yolt: YoltPlay, lald: LaldPlay }[game];
if (!Play) throw new Error('usage: node tools/screenshots/chase.mjs yolt|lald');
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'screenshots');
await mkdir(out, { recursive: true });
const server = await startServer();
const browser = await launch();
const shots = [];
try {
  for (const [width, height] of [[768, 1024], [1366, 768]]) {
    // The tablet as a tablet: touch, a phone-like browser.
    const touch = width < height;
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(String(e)));
    const shoot = async (moment) => {
      const path = join(out, `${game}-${moment}-${width}x${height}.png`);
      await page.screenshot({ path });
      shots.push(path);
    };
    const ng = new NewGamePage(page, server.url);
    await ng.open(game);
    await ng.setSeat(0, { name: 'Ann', by: 'human' });
    await ng.setSeat(1, { by: 'easy' });
    await ng.start();
    const play = new Play(page, server.url);
    await play.setFast();
    await play.waitForDecision();
    await shoot('start');
    await play.act(play.taps().first());
    await play.act(play.actions('roll'));
    await shoot('decision');
    // Play on to Bond's next roll: the Enemy's turn is drawn on the map.
    const rand = seeded(4);
    for (let i = 0; i < 40; i++) {
      if (await play.waitForDecision()) break;
      if ((await play.actions('roll').count()) && (await page.locator('.recap line').count())) {
        await shoot('after-computer');
        break;
      }
      await play.playOne(rand);
    }
    const { text } = recordGame({ game, seed: 11, seats: ['ai:easy', 'ai:easy'] });
    await importAndOpen(page, server.url, `${game}-record.json`, text);
    await play.gameOver().waitFor();
    await shoot('over');
    if (page.errors.length) console.error('page errors:', page.errors);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(shots.join('\n'));
