// Debian's Chromium, headless, driven by playwright-core (never a downloaded browser).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (empty localStorage) with a page that fails loudly on app errors. */
export async function newPage(browser, { width = 1366, height = 768, reducedMotion = 'reduce' } = {}) {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  return { context, page };
}
