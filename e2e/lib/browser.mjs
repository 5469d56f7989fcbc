// Debian's Chromium, headless, driven by playwright-core (never a downloaded browser). CHROMIUM
// names the binary: the Makefile's e2e target gives the suite Debian's chromium-headless-shell
// (far less CPU per page), the benchmarks and screenshots the full browser.
import { chromium } from 'playwright-core';
import { seededCryptoScript } from './seeded.mjs';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/**
 * `tierUp: false` (the test suite) keeps V8 on its baseline WebAssembly compiler: every page
 * load otherwise recompiles the app's hot functions with the optimising compiler in the
 * background, and on two cores that work slowed the whole suite (the accessibility file took
 * 53 s and 74 s of CPU with it, 39 s and 53 s without). The tests check what the page shows,
 * not how fast it computes; the benchmarks (`make bench`) launch with the browser's defaults.
 *
 * `eagerWasm: true` (a diagnostic of `make bench` only, never how players run) turns off V8's
 * lazy compilation of WebAssembly: every function is compiled with the baseline compiler in the
 * background while the module loads, instead of on the main thread at its first call. A fresh
 * page's restore timed that way shows how much of the usual figure is compiling the restore's
 * code on first use.
 */
export async function launch({ tierUp = true, eagerWasm = false } = {}) {
  const jsFlags = [...(tierUp ? [] : ['--no-wasm-tier-up']), ...(eagerWasm ? ['--no-wasm-lazy-compilation'] : [])];
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(jsFlags.length ? [`--js-flags=${jsFlags.join(' ')}`] : []),
    ],
  });
}

/** A fresh context (empty localStorage) with a page that fails loudly on app errors; `touch`:
 *  a touch screen that reports itself as a tablet's browser does; `seed`: the browser's crypto
 *  source made predictable (`seededCryptoScript`), so a game started in it is dealt the same
 *  way on every run. */
export async function newPage(browser, { width = 1366, height = 768, reducedMotion = 'reduce', touch = false, seed } = {}) {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion,
    acceptDownloads: true,
    hasTouch: touch,
    isMobile: touch,
  });
  if (seed !== undefined) await context.addInitScript({ content: seededCryptoScript(seed) });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  return { context, page };
}
