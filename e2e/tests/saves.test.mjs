import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { harness } from '../lib/harness.mjs';
import { SavesPage } from '../pages/app.mjs';
import { recordGame, saveAround } from '../lib/records.mjs';

const h = harness();

const GARBAGE = '{"format":"qbranch-save","version":1,"id":"broken", "record": [tru';
const NEWER = JSON.stringify({
  format: 'qbranch-save',
  version: 99,
  id: 'future',
  name: 'From the future',
  something: { new: true },
});
const UNKNOWN_GAME = JSON.stringify({
  format: 'qbranch-save',
  version: 1,
  id: 'unknown',
  name: 'A game this build lacks',
  game: 'thunderball',
  created: 1,
  updated: 2,
  revision: 1,
  seats: [{ name: 'Ann', controller: { kind: 'human' } }],
  finished: false,
  record: { game: 'thunderball', rules_version: 1, setup: null, seed: 1, actions: [] },
});

test('damaged saves are listed as damaged and never break the list', async () => {
  const { context, page } = await h.page();
  const saves = new SavesPage(page, h.url);
  await saves.go('#/');
  await saves.putSave('broken', GARBAGE);
  await saves.putSave('future', NEWER);
  await saves.putSave('unknown', UNKNOWN_GAME);
  await page.evaluate(() => localStorage.setItem('someone-else', 'not ours'));
  await saves.open();
  assert.equal(await saves.damaged().count(), 3);
  assert.match(await saves.row('future').textContent(), /newer Q Branch/);
  assert.match(await saves.row('unknown').textContent(), /cannot play the game 'thunderball'/);
  assert.match(await saves.row('broken').textContent(), /cannot be read: the text ends too soon at line 1 column \d+/);

  // Export raw hands back the stored text exactly.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    saves.row('broken').getByRole('button', { name: 'Export raw' }).click(),
  ]);
  assert.equal(await readFile(await download.path(), 'utf8'), GARBAGE);

  // Delete asks first, then removes only that save.
  await saves.row('future').getByRole('button', { name: 'Delete' }).click();
  await saves.row('future').getByRole('button', { name: 'Keep' }).click();
  assert.equal(await saves.damaged().count(), 3);
  await saves.row('future').getByRole('button', { name: 'Delete' }).click();
  await saves.row('future').getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click();
  await page.waitForFunction(() => document.querySelectorAll('li.save-row.damaged').length === 2);
  const left = await saves.storage();
  assert.equal(left['qbranch.save.future'], undefined);
  assert.equal(left['qbranch.save.broken'], GARBAGE);
  assert.equal(left['someone-else'], 'not ours');

  // Opening a damaged save by its address shows the same choices, not a crash.
  await saves.go('#/play/broken');
  await page.getByRole('heading', { name: 'This save cannot be opened' }).waitFor();
  await page.getByRole('button', { name: 'Export raw' }).waitFor();
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('importing a garbage file shows an error and changes nothing', async () => {
  const { context, page } = await h.page();
  const saves = new SavesPage(page, h.url);
  await saves.go('#/');
  await saves.putSave('unknown', UNKNOWN_GAME);
  await saves.open();
  const before = await saves.storage();
  const rowsBefore = await saves.rows().count();

  const cases = [
    ['garbage.json', '\u0000\u0001 this is not json at all'],
    ['array.json', '[1, 2, 3]'],
    ['wrong-types.json', '{"format":"qbranch-save","version":"one","seats":"many"}'],
    ['huge.json', JSON.stringify({ game: 'yolt', seed: 1e300, actions: [] })],
    ['unknown-game.json', UNKNOWN_GAME],
    ['newer.json', NEWER],
  ];
  for (const [name, text] of cases) {
    await saves.importText(name, text);
    const err = saves.importError();
    await err.waitFor();
    const msg = await err.textContent();
    assert.match(msg, new RegExp(`Could not import “${name.replace('.', '\\.')}”`));
    assert.match(msg, /Nothing was changed/);
    assert.deepEqual(await saves.storage(), before, `${name} changed storage`);
    assert.equal(await saves.rows().count(), rowsBefore);
    await err.getByRole('button', { name: 'Dismiss' }).click();
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('text that is not all ASCII reads back exactly, from a file and from storage', async () => {
  // Saves are read from storage and files through the browser's UTF-8 encoder
  // (src/saves/browser.rs): accents, other scripts and characters outside the BMP must survive.
  const name = 'Zoë’s game — 東京 🚤';
  const { context, page } = await h.page();
  const saves = new SavesPage(page, h.url);
  await saves.open();
  const { record } = recordGame({ game: 'yolt', seed: 3, seats: ['ai:easy', 'ai:easy'], maxActions: 12 });
  const text = saveAround(record, {
    id: 'unicode',
    name,
    seats: [
      { name: 'Zoë', controller: { kind: 'human' } },
      { name: '東京 🚤', controller: { kind: 'computer', level: 'easy' } },
    ],
  });
  const id = await saves.importNew('unicode.json', text, { byButton: true });
  assert.match(await saves.row(id).textContent(), new RegExp(name));
  // Read back from storage by a fresh page: the list and the opened game show the same names.
  await saves.reload();
  await saves.row(id).waitFor();
  assert.match(await saves.row(id).textContent(), new RegExp(name));
  await saves.go(`#/play/${id}`);
  await page.getByTestId('board').waitFor();
  assert.match(await page.locator('body').textContent(), /東京 🚤/);
  // A damaged save's raw export hands back the stored characters exactly.
  const broken = '{"format":"qbranch-save","id":"brisé","name":"Zoë — 東京 🚤", "record": [tru';
  await saves.putSave('brise', broken);
  await saves.open();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    saves.row('brise').getByRole('button', { name: 'Export raw' }).click(),
  ]);
  assert.equal(await readFile(await download.path(), 'utf8'), broken);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an error notice stays until its Dismiss button removes it', async () => {
  const { context, page } = await h.page();
  const saves = new SavesPage(page, h.url);
  await saves.go('#/');
  await saves.putSave('gone', GARBAGE);
  await saves.go('#/play/gone');
  await page.getByRole('heading', { name: 'This save cannot be opened' }).waitFor();
  // The save disappears behind the page's back (another tab deleted it), then Export raw.
  await page.evaluate(() => localStorage.removeItem('qbranch.save.gone'));
  await page.getByRole('button', { name: 'Export raw' }).click();
  // The notices live in one polite status region; an error stays until dismissed.
  const notice = page.getByRole('status').locator('.toast').filter({ hasText: 'This save is no longer stored.' });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await notice.waitFor({ state: 'detached' });
  assert.equal(await page.locator('.toast').count(), 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});
