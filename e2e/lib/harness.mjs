// Shared setup for a test file: one server and one browser for the whole file.
import { after, before } from 'node:test';
import { startServer } from './server.mjs';
import { launch, newPage } from './browser.mjs';

export function harness() {
  const h = {};
  before(async () => {
    h.server = await startServer();
    h.browser = await launch({ tierUp: false });
    h.url = h.server.url;
  });
  after(async () => {
    await h.browser?.close();
    await h.server?.close();
  });
  h.page = (opts) => newPage(h.browser, opts);
  return h;
}
