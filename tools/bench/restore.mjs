// Restoring a long save and stepping its replay, in the browser (wasm, headless Chromium), for
// every playable game. A record of random play is made by the CLI (`qbranch record`, the
// game's largest table, seeds 1, 2, … until a game lasts 1,000 actions, else the longest) and
// cut to its first 1,000 actions: a save of a game in progress. It is imported through the
// saves screen, then opened: nine times in a fresh page (a new tab, so a new renderer process:
// a cold start, the wasm's code compiled as it first runs, as when a player opens the save's
// link in a new tab), five times by reloading that page (the browser keeps the wasm's compiled
// code for the same module within the process, so a player's reload runs warm code), five
// times from the saves list of a fresh page once the app has warmed the restore path up (as
// when a player opens the app, then the save), five times by navigating inside one page
// (warm), and its replay stepped at 40 places. The app brackets every restore (the whole open:
// the save's text read from storage and parsed, its record replayed into a session and checked
// against the save) by the user-timing marks qbranch-restore-start and qbranch-restore-end,
// which this script measures between; it appends the time of every replay step to
// window.qbranchReplayStepMs and of each game's warm-up to window.qbranchWarmUpMs.
//
// Each fresh page opens beside a tab kept open on about:blank, so it is a new tab in the same
// window, as a player's would be. Without that tab, closing the page closed its window and the
// next page opened a new one, and the full browser (not the headless shell) then loads a new
// window's own browser interface alongside the page: the omnibox's WebUI popup
// (chrome://omnibox-popup.top-chrome/, some thirty scripts in two renderers of its own), whose
// work shared the two cores with the restore. NEW_WINDOW=1 opens each fresh page in a new window
// that way, to compare.
//
// FRESH_ONLY=1 times only the fresh pages (`make bench` runs it a second time that way, in
// Debian's chromium-headless-shell: the same Chromium build without the full browser's own
// processes, which on a two-core machine take CPU from a page being loaded); LABEL names the
// browser in the lines printed. EAGER_WASM=1 (with FRESH_ONLY=1; a diagnostic, not a player's
// figure) launches the browser with V8's lazy compilation of WebAssembly off (see lib/browser.mjs):
// a fresh page's restore then runs code compiled before it starts, and the difference from the
// usual figure is the compiling of the restore's code at its first call.
import { execFileSync } from 'node:child_process';
import { startServer } from '../../e2e/lib/server.mjs';
import { launch } from '../../e2e/lib/browser.mjs';

const CLI = process.env.QBRANCH_CLI ?? '../target/bench-native/qbranch';
const TARGET = 1000;

/** A record of TARGET actions: the first random game that long among seeds 1 to 200 (cut to
 * TARGET actions), else the longest. */
function longRecord(game, players) {
  let best = null;
  for (let seed = 1; seed <= 200; seed++) {
    const text = execFileSync(CLI, ['record', '--game', game, '--seed', String(seed), '--players', String(players)], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const record = JSON.parse(text);
    if (!best || record.actions.length > best.record.actions.length) best = { record, seed };
    if (record.actions.length >= TARGET) break;
  }
  best.record.actions = best.record.actions.slice(0, TARGET);
  return { text: JSON.stringify(best.record), n: best.record.actions.length, seed: best.seed };
}

const FRESH_ONLY = process.env.FRESH_ONLY === '1';
const NEW_WINDOW = process.env.NEW_WINDOW === '1';
const LABEL = process.env.LABEL ? ` (${process.env.LABEL})` : '';
/** Fresh pages per game: more than the other ways, being the most spread. */
const FRESH = 9;
// GAMES=yolt,race limits the run to those games.
const only = process.env.GAMES ? process.env.GAMES.split(',') : null;
const games = JSON.parse(execFileSync(CLI, ['games'], { encoding: 'utf8' })).filter(
  (g) => g.id !== 'fixture' && (!only || only.includes(g.id)),
);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return `median ${(s[Math.floor(s.length / 2)] ?? NaN).toFixed(2)} ms, mean ${mean.toFixed(2)} ms, min ${(s[0] ?? NaN).toFixed(2)} ms, max ${(s[s.length - 1] ?? NaN).toFixed(2)} ms`;
};

/** The times of the restores so far in `page`, from the marks around each. */
const restores = (page) =>
  page.evaluate(() => {
    const starts = performance.getEntriesByName('qbranch-restore-start');
    return performance.getEntriesByName('qbranch-restore-end').map((end, i) => end.startTime - starts[i].startTime);
  });
/** Resolves once `page` has finished more than `k` restores. */
const restored = (page, k = 0) =>
  page.waitForFunction((k) => performance.getEntriesByName('qbranch-restore-end').length > k, k);

const server = await startServer();
const browser = await launch({ eagerWasm: process.env.EAGER_WASM === '1' });
// One window for the whole run, opened before the first game's save is made, so that the
// window's own interface has loaded before any page is timed; and the kept tab (see the top of
// this file): a page of no site, so no fresh page shares its renderer process or the wasm code
// compiled in it.
const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
const kept = NEW_WINDOW ? null : await context.newPage();
let page = null;
for (const { id: game, max_players: players } of games) {
  const { text, n, seed } = longRecord(game, players);
  await page?.close();
  page = await context.newPage();
  await page.goto(`${server.url}#/saves`);
  // The game before's save removed: each game is timed with its own save alone in storage.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByTestId('import-input').setInputFiles({
    name: `${game}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const row = page.locator('li.save-row').first();
  await row.waitFor();
  const id = await row.getAttribute('data-save-id');
  const cold = [];
  for (let i = 0; i < FRESH; i++) {
    await page.close();
    page = await context.newPage();
    await page.goto(`${server.url}#/play/${id}`);
    // The restore's own figure (a hot-seat game opens behind its curtain, with no board yet).
    await restored(page);
    cold.push(...(await restores(page)));
  }
  const reloaded = [];
  if (!FRESH_ONLY) {
    for (let i = 0; i < 5; i++) {
      await page.reload();
      await restored(page);
      reloaded.push(...(await restores(page)));
    }
  }
  const freshLine = `  ${game} ${players}p, ${n} actions (seed ${seed}): restore in a fresh page (${NEW_WINDOW ? 'a new window' : 'a new tab'})${LABEL} ${stats(cold)} (${cold.length} loads)`;
  if (FRESH_ONLY) {
    console.log(freshLine);
    continue;
  }
  // A player who opens the app and then a save from the list: a fresh page on the saves list,
  // left until the app has warmed every game's restore up (`shell::warm_up`), then the save.
  const listed = [];
  const warmUp = [];
  for (let i = 0; i < 5; i++) {
    await page.close();
    page = await context.newPage();
    await page.goto(`${server.url}#/saves`);
    await page.locator('html[data-warm=done]').waitFor({ state: 'attached' });
    warmUp.push(...(await page.evaluate(() => window.qbranchWarmUpMs ?? [])));
    await page.goto(`${server.url}#/play/${id}`);
    await restored(page);
    listed.push(...(await restores(page)));
  }
  await page.evaluate(() => performance.clearMarks());
  for (let i = 0; i < 5; i++) {
    await page.goto(`${server.url}#/saves`);
    await page.locator('li.save-row').first().waitFor();
    const before = (await restores(page)).length;
    await page.goto(`${server.url}#/play/${id}`);
    await restored(page, before);
  }
  const restore = await restores(page);
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
  console.log(freshLine);
  console.log(`  ${game} ${players}p, ${n} actions: restore after reloading that page ${stats(reloaded)} (${reloaded.length} loads)`);
  console.log(`  ${game} ${players}p, ${n} actions: restore from the saves list once the app has warmed up ${stats(listed)} (${listed.length} loads; warm-up of all games per page load: ${stats(warmUp)} each)`);
  console.log(`  ${game} ${players}p, ${n} actions: restore again in the same page ${stats(restore)} (${restore.length} loads)`);
  console.log(`  ${game} ${players}p replay slider: ${stats(steps)} over ${steps.length} jumps`);
}
await kept?.close();
await context.close();
await browser.close();
await server.close();
