// Restoring a long save and stepping its replay, in the browser (wasm, headless Chromium).
// A ≥ 1,000-action record is made by the CLI (`qbranch record`, random seats), imported
// through the saves screen, opened, and its replay stepped at 40 places. The app appends the
// time of every restore (replaying the record into a session) to window.qbranchRestoreMs and
// of every replay step to window.qbranchReplayStepMs.
import { execFileSync } from 'node:child_process';
import { startServer } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';

const CLI = process.env.QBRANCH_CLI ?? '../target/bench-native/qbranch';
const MIN_ACTIONS = 1000;

/** The first record of at least MIN_ACTIONS actions among seeds 1, 2, … */
function longRecord(game, players) {
  for (let seed = 1; seed <= 400; seed++) {
    const text = execFileSync(CLI, ['record', '--game', game, '--seed', String(seed), '--players', String(players)], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const n = JSON.parse(text).actions.length;
    if (n >= MIN_ACTIONS) return { text, n, seed };
  }
  throw new Error(`no random ${game} game of ${MIN_ACTIONS} actions in 400 seeds`);
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return `median ${(s[Math.floor(s.length / 2)] ?? NaN).toFixed(2)} ms, mean ${mean.toFixed(2)} ms, max ${(s[s.length - 1] ?? NaN).toFixed(2)} ms`;
};

const server = await startServer();
const browser = await launch();
for (const [game, players] of [['yolt', 2], ['race', 4]]) {
  const { text, n, seed } = longRecord(game, players);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${server.url}#/saves`);
  await page.getByTestId('import-input').setInputFiles({
    name: `${game}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const row = page.locator('li.save-row').first();
  await row.waitFor();
  const id = await row.getAttribute('data-save-id');
  await page.evaluate(() => {
    window.qbranchRestoreMs = [];
  });
  for (let i = 0; i < 5; i++) {
    await page.goto(`${server.url}#/saves`);
    await page.goto(`${server.url}#/play/${id}`);
    await page.locator('[data-testid=play]').waitFor();
  }
  const restore = await page.evaluate(() => window.qbranchRestoreMs ?? []);
  await page.goto(`${server.url}#/replay/${id}`);
  await page.locator('[data-testid=replay]').waitFor();
  await page.evaluate(() => {
    window.qbranchReplayStepMs = [];
  });
  const slider = page.locator('.replay-slider input[type=range]');
  for (let k = 0; k < 40; k++) {
    const at = Math.floor(((k * 37) % 41) / 40 * n);
    await slider.fill(String(at));
    await page.getByTestId('replay-count').filter({ hasText: `${at} / ${n}` }).waitFor();
  }
  const steps = await page.evaluate(() => window.qbranchReplayStepMs ?? []);
  console.log(`  ${game} ${players}p, ${n} actions (seed ${seed}): restore ${stats(restore)} (${restore.length} loads)`);
  console.log(`  ${game} ${players}p replay slider: ${stats(steps)} over ${steps.length} jumps`);
  await context.close();
}
await browser.close();
await server.close();
