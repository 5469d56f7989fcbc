// Temporary: screenshots of the CCG table (not committed).
import { startServer } from './lib/server.mjs';
import { launch, newPage } from './lib/browser.mjs';
import { NewGamePage } from './pages/app.mjs';
import { CcgPlay, seeded } from './pages/ccg.mjs';

const server = await startServer();
const browser = await launch();
const url = server.url;
async function basic(w, hgt, tag, n) {
  const { context, page } = await newPage(browser, { width: w, height: hgt });
  const ng = new NewGamePage(page, url);
  await ng.open('ccg');
  await page.getByRole('group', { name: 'Number of players' }).getByRole('button', { name: /^(✓\s*)?3$/ }).click();
  await page.screenshot({ path: `/work/shots/ccg-new-${tag}.png` });
  await ng.setSeat(0, { by: 'human' });
  await ng.setSeat(1, { by: 'easy' });
  await ng.setSeat(2, { by: 'easy' });
  await ng.start();
  const play = new CcgPlay(page, url);
  await play.root().waitFor();
  await play.setFast();
  const rand = seeded(2);
  for (let i = 0; i < n; i++) {
    if (await play.waitForDecision()) break;
    await play.playOne(rand);
  }
  await play.waitForDecision();
  await page.screenshot({ path: `/work/shots/ccg-basic-${tag}.png` });
  await page.screenshot({ path: `/work/shots/ccg-basic-${tag}-full.png`, fullPage: true });
  await page.getByTestId('hand-card').first().click();
  await play.zoom().waitFor();
  await page.screenshot({ path: `/work/shots/ccg-zoom-${tag}.png` });
  await context.close();
}
async function ltk(w, hgt, tag) {
  const { context, page } = await newPage(browser, { width: w, height: hgt });
  const ng = new NewGamePage(page, url);
  await ng.open('ccg-ltk');
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { name: 'Bob', by: 'human' });
  await ng.start();
  const play = new CcgPlay(page, url);
  const rand = seeded(4);
  let shot = 0;
  for (let c = 0; c < 5; c++) {
    await page.waitForFunction(() => document.querySelector('.curtain, .game-over'));
    if (c === 2) await page.screenshot({ path: `/work/shots/ccg-ltk-curtain-${tag}.png` });
    await play.curtain().getByRole('button').click();
    await play.root().waitFor();
    for (let i = 0; i < 40; i++) {
      if (await play.waitForDecision()) break;
      if (await play.curtain().count()) break;
      if (c >= 2 && i === 3 && shot < 2) {
        await page.screenshot({ path: `/work/shots/ccg-ltk-${tag}-${shot}.png` });
        await page.screenshot({ path: `/work/shots/ccg-ltk-${tag}-${shot}-full.png`, fullPage: true });
        console.log('log:', (await page.locator('.log').textContent()).slice(0, 1500));
        shot++;
      }
      await play.playOne(rand);
      if (await play.curtain().count()) break;
    }
  }
  await context.close();
}
await basic(1366, 768, '1366', 12);
await basic(768, 1024, '768', 20);
await ltk(768, 1024, '768');
await ltk(1366, 768, '1366');
{
  const { context, page } = await newPage(browser, { width: 1366, height: 768 });
  await page.goto(url + '#/rules/ccg-ltk');
  await page.getByTestId('ccg-rules').waitFor();
  await page.locator('[data-testid=measured]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/ccg-rules-ltk.png` });
  await context.close();
}
await browser.close();
await server.close();
