import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startServer } from './lib/server.mjs';
const CLI = '/work/main/target/bench-native/qbranch';
const game = process.argv[2] ?? 'ccg-ltk', players = process.argv[3] ?? '4';
const rec = JSON.parse(execFileSync(CLI, ['record','--game',game,'--seed','1','--players',players],{encoding:'utf8', maxBuffer: 1<<28}));
rec.actions = rec.actions.slice(0,1000);
const server = await startServer();
const ctx = await chromium.launchPersistentContext(mkdtempSync(tmpdir() + '/qb-c-'), { viewport: { width: 1366, height: 768 }, executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu', ...(process.env.JSF ? [`--js-flags=${process.env.JSF}`] : [])] });
let page = await ctx.newPage();
await page.goto(`${server.url}#/saves`);
await page.getByTestId('import-input').setInputFiles({ name: 'l.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(rec)) });
await page.locator('li.save-row').first().waitFor();
const id = await page.locator('li.save-row').first().getAttribute('data-save-id');
const WARM = Number(process.env.WARMN ?? 5);
for (let round = 0; round < 4; round++) {
  await page.close(); page = await ctx.newPage();
  await page.goto(`${server.url}#/play/${id}`);
  await page.waitForFunction(() => (window.qbranchRestoreMs ?? []).length > 0);
  const cold = await page.evaluate(() => window.qbranchRestoreMs[0]);
  const sw = await page.evaluate(() => document.documentElement.dataset.sw);
  const warm = [];
  for (let i = 0; i < WARM; i++) {
    await page.goto(`${server.url}#/saves`); await page.locator('li.save-row').first().waitFor();
    await page.goto(`${server.url}#/play/${id}`); await page.waitForFunction((k) => window.qbranchRestoreMs.length > k, i + 1);
  }
  warm.push(...(await page.evaluate(() => window.qbranchRestoreMs.slice(1))));
  await page.waitForTimeout(Number(process.env.LINGER ?? 4000));
  console.log(`round ${round} sw=${sw} cold ${cold.toFixed(1)} warm ${warm.map((x) => x.toFixed(1)).join(' ')}`);
}
await ctx.close(); await server.close();
