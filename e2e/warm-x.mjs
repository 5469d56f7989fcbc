// Experiment: does restoring a short save of the same game first (compiling the restore path)
// make a long restore in the same fresh page faster?
import { execFileSync } from 'node:child_process';
import { startServer } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
const CLI = '/work/main/target/bench-native/qbranch';
const games = (process.env.GAMES ?? 'yolt:2,ccg-ltk:4,race:4,lald:2').split(',').map((g) => g.split(':'));
const rec = (game, players, n) => {
  const r = JSON.parse(execFileSync(CLI, ['record', '--game', game, '--seed', '1', '--players', players], { encoding: 'utf8', maxBuffer: 1 << 28 }));
  r.actions = r.actions.slice(0, n);
  return Buffer.from(JSON.stringify(r));
};
const server = await startServer();
const browser = await launch();
for (const [game, players] of games) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  let page = await ctx.newPage();
  await page.goto(`${server.url}#/saves`);
  const ids = [];
  for (const [n, name] of [[1000, 'long'], [Number(process.env.SHORT ?? 60), 'short']]) {
    await page.getByTestId('import-input').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: rec(game, players, n) });
    await page.locator(`li.save-row`).nth(ids.length).waitFor();
    ids.push(null);
  }
  const rows = page.locator('li.save-row');
  const all = await rows.evaluateAll((els) => els.map((e) => [e.getAttribute('data-save-id'), e.textContent]));
  const longId = all.find(([, t]) => /1000 moves|1,000/.test(t))?.[0] ?? all[1][0];
  const shortId = all.find(([id]) => id !== longId)[0];
  const cold = [], warmed = [], home = [];
  for (let i = 0; i < 5; i++) {
    await page.close(); page = await ctx.newPage();
    await page.goto(`${server.url}#/play/${longId}`);
    await page.waitForFunction(() => (window.qbranchRestoreMs ?? []).length > 0);
    cold.push(await page.evaluate(() => window.qbranchRestoreMs[0]));
    await page.close(); page = await ctx.newPage();
    await page.goto(`${server.url}#/`); await page.locator('main').waitFor(); await page.waitForTimeout(1500);
    await page.goto(`${server.url}#/play/${longId}`);
    await page.waitForFunction(() => (window.qbranchRestoreMs ?? []).length > 0);
    home.push(await page.evaluate(() => window.qbranchRestoreMs[0]));
    await page.close(); page = await ctx.newPage();
    await page.goto(`${server.url}#/play/${shortId}`);
    await page.waitForFunction(() => (window.qbranchRestoreMs ?? []).length > 0);
    await page.goto(`${server.url}#/saves`); await page.locator('li.save-row').first().waitFor();
    await page.goto(`${server.url}#/play/${longId}`);
    await page.waitForFunction(() => (window.qbranchRestoreMs ?? []).length > 1);
    warmed.push(await page.evaluate(() => window.qbranchRestoreMs[1]));
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[2].toFixed(1);
  console.log(`${game}: deep link ${med(cold)} · from home after 1.5 s ${med(home)} · after a short restore ${med(warmed)}  [${cold.map((x) => x.toFixed(0))}] [${home.map((x) => x.toFixed(0))}] [${warmed.map((x) => x.toFixed(0))}]`);
  await ctx.close();
}
await browser.close(); await server.close();
