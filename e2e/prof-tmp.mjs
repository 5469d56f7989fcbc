import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startServer } from './lib/server.mjs';
import { launch } from './lib/browser.mjs';
const CLI='/work/main/target/bench-native/qbranch';
const game = process.argv[2] ?? 'yolt', players = process.argv[3] ?? '2', seed = process.argv[4] ?? '1';
const rec = JSON.parse(execFileSync(CLI, ['record','--game',game,'--seed',seed,'--players',players],{encoding:'utf8', maxBuffer: 1<<28}));
rec.actions = rec.actions.slice(0,1000);
const server = await startServer(); const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
let page = await context.newPage();
await page.goto(`${server.url}#/saves`);
await page.getByTestId('import-input').setInputFiles({ name: 'l.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(rec)) });
await page.locator('li.save-row').first().waitFor();
const id = await page.locator("li.save-row").first().getAttribute("data-save-id");
const agg = new Map(); let total = 0;
for (let run = 0; run < 8; run++) {
  await page.close(); page = await context.newPage();
  await page.goto(`${server.url}#/`);
  await page.locator('main').waitFor();
  if (process.env.WARM) { for (let w = 0; w < 3; w++) { await page.goto(`${server.url}#/play/${id}`); await page.waitForFunction((k) => (window.qbranchRestoreMs ?? []).length > k, w); await page.goto(`${server.url}#/saves`); await page.locator('li.save-row').first().waitFor(); } await page.evaluate(() => { window.qbranchRestoreMs = []; }); }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}#/play/${id}`);
  await page.waitForFunction(() => (window.qbranchRestoreMs ?? []).length > 0);
  const { profile } = await cdp.send('Profiler.stop');
  console.log('restore', await page.evaluate(() => window.qbranchRestoreMs));
  const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const dt = profile.timeDeltas; 
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ROOT = process.env.ROOT ?? 'Screens>::load';
  const under = (id) => { for (let x = id; x !== undefined; x = parent.get(x)) if (byId.get(x).callFrame.functionName.includes(ROOT)) return true; return false; };
  profile.samples.forEach((s, i) => { if (!under(s)) return; const n = byId.get(s); const k = n.callFrame.functionName || n.callFrame.url; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); });
  for (const [k, v] of self) { agg.set(k, (agg.get(k) ?? 0) + v); total += v; }
  const PH = (process.env.PH ?? 'from_value,from_record,Value as core::clone,fingerprint,load_typed,Screens>::load,session::load,check_header,replay_action,legal,apply_one,enter').split(',');
  const inc = new Map();
  profile.samples.forEach((s, i) => { const seen = new Set(); for (let x = s; x !== undefined; x = parent.get(x)) { const f = byId.get(x).callFrame.functionName; for (const p of PH) if (f.includes(p) && !seen.has(p)) { seen.add(p); inc.set(p, (inc.get(p) ?? 0) + (dt[i] ?? 0)); } } });
  console.log([...inc].map(([k,v]) => `${k}=${(v/1000).toFixed(1)}`).join('  '));
}
const rows = [...agg].filter(([k]) => !/idle|program|garbage/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40);
console.log('total under', (total/8000).toFixed(2)); for (const [k, v] of rows) console.log((v / 1000 / 8).toFixed(2).padStart(8), 'ms', k.slice(0, 140));
await browser.close(); await server.close();
