// Installable and offline: the web app manifest and icons, the service worker (written by
// `make dist` with workbox-build) precaching every file of the build at the server's sub-path,
// a reload with the network off and the server gone, a new version that waits for the
// player's "Reload", and a deploy caught half done.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { harness } from '../lib/harness.mjs';
import { DIST, startServer } from '../lib/server.mjs';
import { HomePage, NewGamePage } from '../pages/app.mjs';
import { YoltPlay } from '../pages/yolt.mjs';

const h = harness();
const here = dirname(fileURLToPath(import.meta.url));

/** Every file of a build but the worker itself, as paths relative to it. */
function buildFiles(dist) {
  const out = [];
  (function walk(d) {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dist, p));
    }
  })(dist);
  // The worker holds the files themselves, not the compressed copies beside them.
  return out.filter((f) => f !== 'sw.js' && !/\.(map|txt|br|gz)$/.test(f)).sort();
}

/** Open the app and wait until its service worker controls the page. */
async function openControlled(page, url) {
  const home = new HomePage(page, url);
  await home.go('#/');
  await home.tiles().first().waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.sw === 'controlled', null, { timeout: 60000 });
  return home;
}

/** The precached URLs (relative to the app), as the worker's cache holds them. */
async function precached(page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('qbranch-'));
    const scope = (await navigator.serviceWorker.getRegistration()).scope;
    const keys = [];
    for (const n of names) {
      for (const r of await (await caches.open(n)).keys()) keys.push(r.url.replace(scope, '').replace(/\?__rev=.*$/, ''));
    }
    return { names, keys: keys.sort() };
  });
}

test('installable: a manifest with relative start and scope, our icons, a worker for the sub-path', async () => {
  const { context, page } = await h.page();
  await openControlled(page, h.url);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  const manifestUrl = new URL(href, h.url).href;
  const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), manifestUrl);
  assert.equal(manifest.short_name, 'Q Branch');
  assert.match(manifest.name, /Q Branch/);
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
  // Relative start and scope: both are the app's own sub-path, wherever it is hosted.
  for (const k of ['start_url', 'scope']) {
    assert.ok(!manifest[k].startsWith('/'), `${k} is relative`);
    assert.equal(new URL(manifest[k], manifestUrl).href, h.url, k);
  }
  // Every icon is there, of the type and size it says; a 192 and a 512 PNG and a maskable one.
  const sizes = [];
  for (const icon of manifest.icons) {
    const got = await page.evaluate(async (u) => {
      const r = await fetch(u);
      const b = await r.blob();
      if (b.type !== 'image/png') return { ok: r.ok, type: b.type };
      const img = await createImageBitmap(b);
      return { ok: r.ok, type: b.type, size: `${img.width}x${img.height}` };
    }, new URL(icon.src, manifestUrl).href);
    assert.ok(got.ok, icon.src);
    assert.equal(got.type, icon.type, icon.src);
    if (got.size) assert.equal(got.size, icon.sizes, icon.src);
    sizes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  for (const s of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.includes(s), s);
  // The worker's scope is the sub-path, and it holds every file of this build, in one cache.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
  assert.equal(scope, h.url);
  const { names, keys } = await precached(page);
  assert.equal(names.length, 1, names.join());
  assert.deepEqual(keys, buildFiles(DIST));
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('each precompressed copy beside a file of the build is that file', () => {
  // tools/build/precompress.mjs writes .br and .gz copies for hosts that serve them: a stale
  // copy would be a different app for some players.
  const files = readdirSync(DIST).filter((f) => /\.(wasm|js|css|html)$/.test(f));
  assert.ok(files.some((f) => f.endsWith('.wasm')), files.join());
  for (const f of files) {
    const body = readFileSync(join(DIST, f));
    assert.ok(brotliDecompressSync(readFileSync(join(DIST, `${f}.br`))).equals(body), `${f}.br`);
    assert.ok(gunzipSync(readFileSync(join(DIST, `${f}.gz`))).equals(body), `${f}.gz`);
  }
});

test('every integrity hash in the page matches its file, after make dist rewrote the files', () => {
  // join-css.mjs writes a file trunk did not hash: a stale hash would make the browser refuse
  // the file (or, for a preload, fetch it twice).
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<link\b[^>]*\bintegrity=[^>]*>/g)].map((m) => m[0]);
  assert.ok(tags.length >= 3, `${tags.length} links with integrity`);
  for (const tag of tags) {
    const href = tag.match(/\bhref="?\.?\/?([^"\s>]+)/)[1];
    const want = tag.match(/\bintegrity="?(sha384-[^"\s>]+)/)[1];
    const got = `sha384-${createHash('sha384').update(readFileSync(join(DIST, href))).digest('base64')}`;
    assert.equal(got, want, href);
  }
});

test('the build links one stylesheet (tools/build/join-css.mjs), and the page is styled by every part of it', async () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(/<link\b[^>]*\bstylesheet\b[^>]*>/g)].map((m) => m[0]);
  assert.equal(sheets.length, 1, sheets.join('\n'));
  const css = readdirSync(DIST).filter((f) => f.endsWith('.css'));
  assert.deepEqual(css.length, 1, css.join());
  // Each game's rules, scoped under its root class, are in the one file.
  const text = readFileSync(join(DIST, css[0]), 'utf8');
  for (const root of ['.yolt', '.lald', '.race', '.ccg']) assert.ok(text.includes(root), root);
  // The browser took it (its integrity holds): the shell's and a game's rules apply.
  const { context, page } = await h.page();
  await page.goto(h.url + '#/rules/lald');
  await page.locator('article.rules h1').waitFor();
  const styled = await page.evaluate(() => ({
    sheets: document.styleSheets.length,
    rules: [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0),
    bodyFont: getComputedStyle(document.body).fontFamily,
  }));
  assert.equal(styled.sheets, 1);
  assert.ok(styled.rules > 200, `${styled.rules} rules`);
  assert.notEqual(styled.bodyFont, 'Times New Roman');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('offline: load once, network off and server gone, reload: home, then a new game takes a move', async () => {
  const server = await startServer();
  const { context, page } = await h.page();
  await openControlled(page, server.url);
  await context.setOffline(true);
  await server.close();
  // Nothing answers at that address any more.
  const direct = await page.evaluate((u) => fetch(u + 'no-such-file', { cache: 'no-store' }).then(() => 'answered', () => 'failed'), server.url);
  assert.equal(direct, 'failed');
  page.errors.length = 0; // that refused request is the only error expected

  const home = new HomePage(page, server.url);
  await home.reload();
  await home.tiles().first().waitFor();
  assert.equal(await home.tiles().count(), 5);
  // A new game starts and takes a move: Bond (a person) points Little Nellie.
  const ng = new NewGamePage(page, server.url);
  await ng.startWith('yolt', ['human', 'easy']);
  const play = new YoltPlay(page, server.url);
  await play.setFast();
  await play.waitForDecision();
  const before = await play.actionCount();
  await play.act(play.taps().first());
  assert.ok((await play.actionCount()) > before);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a new version waits: the old app runs on until the player presses Reload, then all of it is new', async () => {
  // A copy of the build, served on its own, so a new version can be made of it.
  const copy = mkdtempSync(join(tmpdir(), 'qbranch-dist-'));
  cpSync(DIST, copy, { recursive: true });
  const server = await startServer({ dist: copy });
  const { context, page } = await h.page();
  try {
    await openControlled(page, server.url);
    const before = await precached(page);

    // Version 2: a changed index.html, and the worker rebuilt for it by the real build step.
    const index = join(copy, 'index.html');
    // (Before the title: the release build's minified HTML leaves out the optional <head> tag.)
    const v1 = readFileSync(index, 'utf8');
    const v2 = v1.replace('<title>', '<meta name="qbranch-test-version" content="2"><title>');
    assert.notEqual(v2, v1, 'version 2 differs from version 1');
    writeFileSync(index, v2);
    execFileSync(process.execPath, [join(here, '..', '..', 'tools', 'build', 'build-sw.mjs'), copy], { stdio: 'ignore' });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

    // The prompt shows; the running app is still entirely the old one.
    const banner = page.getByTestId('update-banner');
    await banner.waitFor({ timeout: 60000 });
    assert.match(await banner.textContent(), /new version/i);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.swUpdate), 'waiting');
    await page.reload();
    await new HomePage(page, server.url).tiles().first().waitFor();
    assert.equal(await page.locator('meta[name=qbranch-test-version]').count(), 0, 'a reload alone keeps the old version');
    // After the plain reload the new version is still waiting, and says so again.
    await banner.waitFor();
    const reload = banner.getByRole('button', { name: 'Reload' });
    const box = await reload.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `Reload ${box.width}x${box.height}`);

    // The player chooses: the page reloads into version 2, served by the new worker.
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await page.locator('meta[name=qbranch-test-version]').waitFor({ state: 'attached' });
    await new HomePage(page, server.url).tiles().first().waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.sw === 'controlled');
    assert.equal(await banner.count(), 0);
    const after = await precached(page);
    assert.equal(after.names.length, 1, 'the old cache is gone');
    assert.notEqual(after.names[0], before.names[0]);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
    await server.close();
    rmSync(copy, { recursive: true, force: true });
  }
});

/** Names trunk gave with the hash of their content ("app-<hash>.css", "qbranch-<hash>.js"). */
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|css|wasm)$/;
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Version 2 of the build in `dist`, made in a folder of its own as a new build would be: the
 * hashed files under new names (the stylesheet and the script changed, the wasm as it was), an
 * index.html naming them (with their integrity hashes) and marked as version 2, and its worker
 * written by the real build step. Returns the folder and the new hashed files' names.
 */
function nextVersion(dist) {
  const dir = mkdtempSync(join(tmpdir(), 'qbranch-next-'));
  cpSync(dist, dir, { recursive: true });
  let index = readFileSync(join(dir, 'index.html'), 'utf8');
  const hashed = [];
  for (const name of readdirSync(dir).filter((f) => HASHED.test(f))) {
    const renamed = name.replace(/-([0-9a-f]{16})/, (_, h) => `-${[...h].reverse().join('')}`);
    const before = readFileSync(join(dir, name));
    const tail = { css: '\n/* version 2 */\n', js: '\n// version 2\n' }[name.split('.').pop()] ?? '';
    const after = Buffer.concat([before, Buffer.from(tail)]);
    for (const f of [name, `${name}.br`, `${name}.gz`]) rmSync(join(dir, f), { force: true });
    writeFileSync(join(dir, renamed), after);
    index = index.replaceAll(name, renamed).replaceAll(sri(before), sri(after));
    hashed.push(renamed);
  }
  index = index.replace('<title>', '<meta name="qbranch-test-version" content="2"><title>');
  writeFileSync(join(dir, 'index.html'), index);
  execFileSync(process.execPath, [join(here, '..', '..', 'tools', 'build', 'build-sw.mjs'), dir], { stdio: 'ignore' });
  return { dir, hashed };
}

/** Ask the browser for the worker now, and wait until a new one found is installed or failed. */
async function settleUpdate(page) {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg.update().catch(() => {});
    const worker = reg.installing;
    if (!worker) return;
    await new Promise((done) => {
      const check = () => ['installed', 'activated', 'redundant'].includes(worker.state) && done();
      worker.addEventListener('statechange', check);
      check();
    });
  });
}

test('a deploy caught half done never blanks the page: the worker pairs an index only with files it holds', async () => {
  // Version 1 at a static host, and version 2 built beside it.
  const site = mkdtempSync(join(tmpdir(), 'qbranch-site-'));
  cpSync(DIST, site, { recursive: true });
  const v1 = readdirSync(site).filter((f) => HASHED.test(f));
  const v2 = nextVersion(DIST);
  const server = await startServer({ dist: site });
  const { context, page } = await h.page();
  try {
    const home = await openControlled(page, server.url);

    // The deploy begins: the new worker and the new hashed files are uploaded; index.html is
    // still version 1's. The player reloads meanwhile, and the browser finds the new worker.
    for (const f of [...v2.hashed, 'sw.js']) cpSync(join(v2.dir, f), join(site, f));
    await home.reload();
    await home.tiles().first().waitFor();
    await settleUpdate(page);

    // The deploy ends (the new index, the old files gone), and the browser's HTTP cache is
    // emptied, as it is when the browser needs room.
    cpSync(join(v2.dir, 'index.html'), join(site, 'index.html'));
    for (const f of v1) rmSync(join(site, f));
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

    // The player reloads: with the prompt's Reload when a new version is offered, else the
    // browser's. The app comes up, whichever version it is.
    const banner = page.getByTestId('update-banner');
    const reload = async () => {
      if (await banner.count()) {
        await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
      } else {
        await page.reload();
      }
    };
    await reload();
    await home.tiles().first().waitFor({ timeout: 30000 });
    // And version 2 arrives whole once the player takes it.
    const marked = page.locator('meta[name=qbranch-test-version]');
    if ((await marked.count()) === 0) {
      await banner.waitFor({ timeout: 60000 });
      await reload();
      await marked.waitFor({ state: 'attached' });
      await home.tiles().first().waitFor({ timeout: 30000 });
    }
    await page.waitForFunction(() => document.documentElement.dataset.sw === 'controlled');
    const { names, keys } = await precached(page);
    assert.equal(names.length, 1, names.join());
    assert.deepEqual(keys, buildFiles(v2.dir));
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
    await server.close();
    for (const d of [site, v2.dir]) rmSync(d, { recursive: true, force: true });
  }
});

test('a stopped page says so: a WebAssembly trap brings up a banner whose Reload brings the app back', async () => {
  const { context, page } = await h.page();
  const home = new HomePage(page, h.url);
  await home.go('#/');
  await home.tiles().first().waitFor();
  // A real trap, thrown from a task of its own as the app's would be from an event handler (the
  // release build stops at a panic with a trap; the app has no way to panic on purpose).
  await page.evaluate(() => {
    // (module (func (export "f") unreachable))
    const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 5, 1, 3, 0, 0, 11]);
    const f = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports.f;
    setTimeout(f, 0);
  });
  const banner = page.getByTestId('crash-banner');
  await banner.waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.crashed), 'yes');
  assert.match(await banner.innerText(), /Something went wrong inside Q Branch/);
  assert.equal(await banner.getAttribute('role'), 'alert');
  // The trap itself, and the banner's line in the console: nothing else went wrong.
  assert.equal(page.errors.length, 2, `errors: ${page.errors}`);
  for (const e of page.errors) assert.match(e, /unreachable/);
  // Keyboard first: the Reload button has the focus.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'crash-reload');
  await page.getByTestId('crash-reload').click();
  await page.waitForFunction(() => !document.documentElement.dataset.crashed);
  await home.tiles().first().waitFor();
  assert.equal(await banner.count(), 0);
  await context.close();
});

test('blocked storage: the page still starts, and a refused save is told once, in plain words, clear of the controls', async () => {
  // A tablet held upright: the play screen's bar (undo, hint, rules, menu) holds the bottom of it.
  const { context, page } = await h.page({ width: 768, height: 1024 });
  // As a browser set to refuse this site's storage does: every use of localStorage throws.
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const home = new HomePage(page, h.url);
  await home.go('#/');
  await home.tiles().first().waitFor();
  // public/pwa.js touches storage first thing (to load it while the wasm downloads); the rest of
  // it still ran: the worker's state is set.
  assert.match(await page.evaluate(() => document.documentElement.dataset.sw ?? 'unset'), /^(none|registered|controlled)$/);
  const ng = new NewGamePage(page, h.url);
  await ng.startWith('yolt', ['human', 'easy']);
  const play = new YoltPlay(page, h.url);
  await play.setFast();
  await play.waitForDecision();
  await play.act(play.taps().first());
  // Every action so far tried to save (the computer's set-up moves, then the player's).
  assert.ok((await play.actionCount()) >= 2);
  const toasts = page.locator('.toasts .toast-error');
  assert.deepEqual(await toasts.allInnerTexts(), [
    '!\nNot saved: the browser refused to store it (storage is off or blocked for this site).\n×',
  ]);
  // No notice (this one, or the note that the pace setting is not kept) covers a button of the
  // bar: upright, where the bar holds the bottom of the screen, and on a laptop's screen.
  for (const size of [null, { width: 1366, height: 768 }]) {
    if (size) await page.setViewportSize(size);
    const notices = await page.locator('.toasts .toast').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().toJSON()));
    const buttons = await page.locator('.bar-area button').evaluateAll((bs) =>
      bs.filter((b) => b.offsetParent).map((b) => b.getBoundingClientRect().toJSON()),
    );
    assert.ok(notices.length >= 1 && buttons.length >= 3, `${notices.length} notices, ${buttons.length} buttons`);
    for (const n of notices) {
      for (const b of buttons) {
        const apart = n.bottom <= b.top || b.bottom <= n.top || n.right <= b.left || b.right <= n.left;
        assert.ok(apart, `a notice at ${JSON.stringify(n)} covers a button at ${JSON.stringify(b)}`);
      }
    }
  }
  // With the "new version" prompt at the top too (made here by the function public/pwa.js makes
  // it with), the notices show below it.
  await page.evaluate(() =>
    qbranchBanner('update-banner', 'update-banner', 'A new version of Q Branch is ready. Your games are saved.', [
      ['Later', 'btn ghost', 'update-later', (b) => b.parentElement.remove()],
    ]),
  );
  const prompt = await page.locator('.update-banner').boundingBox();
  for (const n of await page.locator('.toasts .toast').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().toJSON()))) {
    assert.ok(n.top >= prompt.y + prompt.height, `a notice at ${JSON.stringify(n)} is under the prompt ${JSON.stringify(prompt)}`);
  }
  await page.getByTestId('update-later').click();
  await toasts.getByRole('button', { name: 'Dismiss' }).click();
  await toasts.first().waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
  await context.close();
});
