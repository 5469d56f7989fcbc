// AI decision time in the browser (wasm): computer-only games of each playable game at
// "normal", played with fast computer moves; the app appends every decision with a real choice
// to window.qbranchAiMs. Prints mean, p95 and max per game.
import { startServer } from './lib/server.mjs';
import { launch, newPage } from './lib/browser.mjs';
import { NewGamePage } from './pages/app.mjs';

const SECONDS = Number(process.env.AI_SECONDS ?? 40);
const LEVEL = process.env.AI_LEVEL ?? 'normal';
const server = await startServer();
const browser = await launch();
for (const [game, players] of [['yolt', 2], ['race', 3]]) {
  const { context, page } = await newPage(browser, { width: 1366, height: 768 });
  const ng = new NewGamePage(page, server.url);
  await ng.open(game);
  if (players > 2) {
    await page
      .getByRole('group', { name: 'Number of players' })
      .getByRole('button', { name: new RegExp(`^(✓\\s*)?${players}$`) })
      .click();
  }
  await ng.everySeat(LEVEL);
  await ng.start();
  const fast = page.getByRole('button', { name: 'Fast computer moves' });
  if ((await fast.getAttribute('aria-pressed')) !== 'true') await fast.click();
  const t0 = Date.now();
  let times = [];
  while (Date.now() - t0 < SECONDS * 1000) {
    await page.waitForTimeout(1000);
    times = await page.evaluate(() => window.qbranchAiMs ?? []);
    if (await page.locator('.game-over').count()) break;
  }
  const s = [...times].sort((a, b) => a - b);
  const pct = (q) => s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN;
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  console.log(
    `  ${game} ${players}p, every seat ${LEVEL}: ${s.length} decisions in wasm, mean ${mean.toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, max ${(s[s.length - 1] ?? NaN).toFixed(0)} ms`,
  );
  await context.close();
}
await browser.close();
await server.close();
