// The play frame of every game during a computer turn and after it (the recap), at a laptop
// (1366×768) and an upright touch tablet (768×1024), into target/screenshots/frame-*.png.
//   node tools/screenshots/frame.mjs [game …]      (DIST=... to shoot another build)
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../e2e/lib/server.mjs';
import { launch, newPage } from '../../e2e/lib/browser.mjs';
import { saveBeforeComputerTurn } from '../../e2e/lib/records.mjs';
import { frameDuringComputerTurn, importAndOpen, RecapPanel } from '../../e2e/pages/app.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'screenshots');
await mkdir(out, { recursive: true });
const games = process.argv.slice(2).length ? process.argv.slice(2) : ['yolt', 'lald', 'race', 'ccg', 'ccg-ltk'];
const sizes = [
  [1366, 768, false],
  [768, 1024, true],
];
const server = await startServer();
const browser = await launch();
const shots = [];
try {
  for (const [width, height, touch] of sizes) {
    for (const game of games) {
      const { context, page } = await newPage(browser, { width, height, touch, reducedMotion: 'no-preference' });
      const shot = async (name) => {
        const file = join(out, `frame-${game}-${name}-${width}x${height}.png`);
        await page.screenshot({ path: file });
        shots.push(file);
      };
      const { save } = saveBeforeComputerTurn(game);
      await importAndOpen(page, server.url, `frame-${game}.json`, save);
      await frameDuringComputerTurn(page);
      await page.waitForTimeout(1200);
      await shot('during');
      await new RecapPanel(page).waitShown();
      await page.waitForTimeout(300);
      await shot('after');
      if (touch) {
        await page.getByTestId('drawer-toggle').click();
        await shot('drawer');
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(shots.join('\n'));
