// The computer's turns in the browser (wasm, headless Chromium): for each playable game and
// each level, an all-computer game with fast computer moves. The app appends every decision
// with a real choice to window.qbranchAiMs (wall time from the start of the search to the
// move, including the browser's turns between slices); a Long Tasks observer, installed before
// the app loads, records every main-thread task over 50 ms. Prints decisions, mean, p95, max,
// and the long tasks seen while the computer played.
import { startServer } from '../../e2e/lib/server.mjs';
import { launch } from '../../e2e/lib/browser.mjs';

const SECONDS = Number(process.env.AI_SECONDS ?? 25);
const LEVELS = (process.env.AI_LEVELS ?? 'easy,normal,hard').split(',');
const GAMES = [['yolt', 2], ['lald', 2], ['race', 3], ['ccg', 2], ['ccg-ltk', 2]].filter(
  ([g]) => !process.env.AI_GAMES || process.env.AI_GAMES.split(',').includes(g),
);

const server = await startServer();
const browser = await launch();
for (const [game, players] of GAMES) {
  for (const level of LEVELS) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => {
      window.qbranchLongTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.qbranchLongTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      } catch (e) {
        window.qbranchLongTasks = null;
      }
    });
    const page = await context.newPage();
    await page.goto(`${server.url}#/new/${game}`);
    await page.locator('form.form').waitFor();
    if (players > 2) {
      await page
        .getByRole('group', { name: 'Number of players' })
        .getByRole('button', { name: new RegExp(`^(✓\\s*)?${players}$`) })
        .click();
    }
    const rows = await page.locator('li.seat-row').count();
    for (let i = 0; i < rows; i++) await page.locator(`#seat-ctrl-${i}`).selectOption(level);
    // Long tasks of loading and starting are not the computer's.
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('[data-testid=play]').waitFor();
    const fast = page.getByRole('button', { name: 'Fast computer moves' });
    if ((await fast.getAttribute('aria-pressed')) !== 'true') await fast.click();
    await page.evaluate(() => {
      if (window.qbranchLongTasks) window.qbranchLongTasks.length = 0;
    });
    const t0 = Date.now();
    while (Date.now() - t0 < SECONDS * 1000) {
      await page.waitForTimeout(500);
      if (await page.locator('.game-over').count()) break;
    }
    const { times, long } = await page.evaluate(() => ({
      times: window.qbranchAiMs ?? [],
      long: window.qbranchLongTasks,
    }));
    const s = [...times].sort((a, b) => a - b);
    const pct = (q) => s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN;
    const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
    const longText =
      long === null
        ? 'long tasks: not observable here'
        : long.length
          ? `long tasks: ${long.length}, longest ${Math.max(...long).toFixed(0)} ms`
          : 'long tasks: none over 50 ms';
    console.log(
      `  ${game} ${players}p, every seat ${level}: ${s.length} decisions, mean ${mean.toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, max ${(s[s.length - 1] ?? NaN).toFixed(0)} ms; ${longText}`,
    );
    await context.close();
  }
}
await browser.close();
await server.close();
