// Screenshots of the card game's table while a person composes an On Assignment and a Henchman
// Attack, at tablet portrait and laptop sizes, into target/screenshots/ (ccg-*.png). The positions
// come from games played by `qbranch record`, cut just before seat 0 sends a Bond or attacks.
//   node tools/screenshots/ccg.mjs            (DIST=... to shoot another build)
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
const cases = [
  ['ccg', 5, 'assign', 0],
  ['ccg-ltk', 4, 'assign', 0],
  ['ccg-ltk', 4, 'henchman_attack', 1],
];
const server = await startServer();
const browser = await launch();
try {
  for (const [width, height] of sizes) {
    for (const [game, seed, type, nth] of cases) {
      const { context, page } = await newPage(browser, { width, height });
      await importAndOpen(page, server.url, `${game}.json`, saveBefore(game, seed, type, nth));
      const kind = type === 'assign' ? 'assign' : 'attack';
      await page.locator(`[data-testid=ccg-action][data-kind=${kind}]`).first().waitFor();
      const file = join(out, `ccg-${game}-${kind}-${width}x${height}.png`);
      await page.screenshot({ path: file });
      // Tap the first highlighted card of another seat's Plot Zone or Agency: it is chosen.
      const target = page.locator('[data-testid=ccg-seat][data-near=false] [data-pickable=true]').first();
      if (await target.count()) {
        await target.click();
        await page.screenshot({ path: file.replace('.png', '-tapped.png') });
      }
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
