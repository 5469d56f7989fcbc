// Screenshots of the card game's table where a person decides (the set-up round, the Licence to
// Kill start, composing an On Assignment and a Henchman Attack, the Discard step), at tablet
// portrait (touch) and laptop sizes, into target/screenshots/ (ccg-*.png). The positions come
// from games played by `qbranch record`, cut just before seat 0 acts.
//   node tools/screenshots/ccg.mjs            (DIST=... to shoot another build; TAG=before
//                                             puts the tag in the file names)
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/lib/server.mjs';
import { launch, newPage } from '../../e2e/lib/browser.mjs';
import { saveBefore } from '../../e2e/lib/records.mjs';
import { importAndOpen } from '../../e2e/pages/app.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'screenshots');
await mkdir(out, { recursive: true });
const sizes = [
  [768, 1024],
  [1366, 768],
];
const tag = process.env.TAG ? `-${process.env.TAG}` : '';
const cases = [
  ['ccg', 5, 'lay_plot', 0, 'setup'],
  ['ccg-ltk', 4, 'start', 0, 'start'],
  ['ccg', 5, 'assign', 0, 'assign'],
  ['ccg-ltk', 4, 'assign', 0, 'assign'],
  ['ccg-ltk', 4, 'henchman_attack', 1, 'attack'],
  ['ccg', 5, 'discard', 0, 'discard'],
];
const server = await startServer();
const browser = await launch();
try {
  for (const [width, height] of sizes) {
    for (const [game, seed, type, nth, kind] of cases) {
      const { context, page } = await newPage(browser, { width, height, touch: height > width });
      await importAndOpen(page, server.url, `${game}.json`, saveBefore(game, seed, type, nth));
      await page.locator('[data-testid=ccg][data-to-act="0"] [data-testid=ccg-controls] button').first().waitFor({ state: 'attached' });
      const file = join(out, `ccg-${game}-${kind}-${width}x${height}${tag}.png`);
      await page.screenshot({ path: file });
      // Tap the first highlighted card of another seat's Plot Zone or Agency: it is chosen.
      const target = page.locator('[data-testid=ccg-seat][data-near=false] [data-pickable=true]').first();
      if ((kind === 'assign' || kind === 'attack') && (await target.count())) {
        await target.click({ timeout: 5000 }).then(
          () => page.screenshot({ path: file.replace('.png', '-tapped.png') }),
          (e) => console.log(`no tap on ${file}: ${e.message.split('\n')[0]}`),
        );
      }
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
