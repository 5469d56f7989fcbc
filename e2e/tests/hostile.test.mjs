// Text from a file is shown as text, never run as markup. A save whose every text field (its
// name and the players' names) is an HTML/SVG payload, imported and also written straight into
// storage, and a decklist whose name, notes and card lines are payloads, are shown on every
// screen that shows them: the saves list, the play screen (curtain and table), the replay, the
// deck builder and the new-game screen. On each: no payload ran (`window.__pwned` unset), no
// element or event attribute of a payload is in the DOM, and the payload is on screen as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { recordGame, saveAround } from '../lib/records.mjs';
import { App, NewGamePage, playableGames, SavesPage } from '../pages/app.mjs';
import { DeckBuilder } from '../pages/decks.mjs';

const h = harness();

// A seat's name is cut to 24 characters on import: these run as they stand.
const SEAT = ['<svg onload=__pwned=1>', '"><svg onload=__pwned=2>', "'><b onclick=__pwned=3>x", '<body onload=__pwned=4>'];
// A save's name may be 60 characters.
const NAME = '</textarea><img src=x onerror=__pwned=5><script>__pwned=6</script>';
// Written straight into storage, a save keeps longer names (up to four times the limit).
const LONG = '"></title></style></textarea><svg><script>__pwned=7</script><img src=x onerror=__pwned=8>';

/** Every element or attribute a payload would have made, and whether one ran. */
async function assertClean(page, where, { shows } = {}) {
  // Let any image error or load event fire first.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const found = await page.evaluate(() => {
    const bad = [];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.getAttributeNames()) {
        if (/^on/i.test(a)) bad.push(`${el.tagName.toLowerCase()}[${a}]`);
      }
    }
    for (const el of document.querySelectorAll('img, iframe, object, embed, b')) bad.push(el.outerHTML.slice(0, 80));
    for (const el of document.querySelectorAll('script')) {
      if (el.textContent.includes('__pwned')) bad.push(el.outerHTML.slice(0, 80));
    }
    return { pwned: window.__pwned ?? null, bad, text: document.body.textContent };
  });
  assert.equal(found.pwned, null, `${where}: a payload ran`);
  assert.deepEqual(found.bad, [], `${where}: a payload made markup`);
  for (const s of shows ?? []) assert.ok(found.text.includes(s), `${where}: "${s}" is on screen as text`);
}

/** A save of `game` two people play (both payload names), stopped after a few actions. */
function hostileSave(game, id, name, seats) {
  const { record } = recordGame({ game, seed: 5, seats: ['ai:easy', 'ai:easy'], maxActions: 6 });
  return saveAround(record, {
    id,
    name,
    seats: seats.map((n) => ({ name: n, controller: { kind: 'human' } })),
  });
}

test('payloads in an imported save, on the saves list, the play screen and the replay', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const games = await playableGames(page, h.url);
  const saves = new SavesPage(page, h.url);
  await saves.open();
  for (const game of games) {
    const id = await saves.importNew(`${game}.json`, hostileSave(game, `h-${game}`, NAME, [SEAT[0], SEAT[1]]));
    await assertClean(page, `${game}: saves list`, { shows: [SEAT[0], SEAT[1]] });

    await saves.go(`#/play/${id}`);
    await page.locator('[data-testid=play], .curtain').first().waitFor();
    await assertClean(page, `${game}: play`);
    if (await page.locator('.curtain').count()) {
      assert.match(await page.locator('.curtain').textContent(), /Pass to .*onload=__pwned/);
      await page.locator('.curtain button').click();
      await page.getByTestId('play').waitFor();
      await assertClean(page, `${game}: play, after the curtain`);
    }
    assert.ok((await page.locator('.seats-list').textContent()).includes(SEAT[1]), `${game}: the seats list`);
    assert.ok((await page.locator('.play-head').textContent()).includes('onerror=__pwned=5'), `${game}: the head`);

    await saves.go(`#/replay/${id}`);
    await page.getByTestId('replay-count').waitFor();
    await page.getByRole('button', { name: 'Jump to the start' }).click();
    await page.getByRole('button', { name: 'Jump to the end' }).click();
    await assertClean(page, `${game}: replay`, { shows: [SEAT[0]] });
    await saves.open();
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('payloads in a save written straight into storage, on the saves list and the play screen', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const [game] = await playableGames(page, h.url, { hidden: true });
  const app = new App(page, h.url);
  await app.putSave('stored', hostileSave(game, 'stored', LONG, [LONG, SEAT[2]]));
  const saves = new SavesPage(page, h.url);
  await saves.open();
  await saves.row('stored').waitFor();
  await assertClean(page, 'saves list', { shows: ['onerror=__pwned=8'] });
  // Renaming shows the name in a text field: its value, never markup.
  await saves.row('stored').getByRole('button', { name: 'Rename' }).click();
  assert.equal(await saves.row('stored').getByRole('textbox').inputValue(), LONG);
  await assertClean(page, 'saves list, renaming');
  await saves.go('#/play/stored');
  await page.locator('.curtain').waitFor();
  await assertClean(page, 'curtain', { shows: ['__pwned=7'] });
  await page.locator('.curtain button').click();
  await page.getByTestId('play').waitFor();
  await assertClean(page, 'play', { shows: [SEAT[2]] });
  await saves.go('#/replay/stored');
  await page.getByTestId('replay-count').waitFor();
  await assertClean(page, 'replay', { shows: ['__pwned=7'] });
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('payloads in a decklist, in the deck builder and on the new-game screen', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const db = new DeckBuilder(page, h.url);
  await db.open('ccg');
  // A legal decklist (a prebuilt deck's) under a hostile name, with a hostile note.
  await page.getByTestId('deck-load-prebuilt').click();
  await page.locator('[data-testid=deck-builder][data-legal=true]').waitFor();
  const lines = (await db.exportText()).split('\n').filter((l) => l && !l.startsWith('#'));
  const name = '<svg onload=__pwned=9> — "><img src=x onerror=__pwned=10>';
  await db.importText([`# ${name}`, '# </textarea><script>__pwned=11</script>', ...lines].join('\n'));
  await page.locator('[data-testid=deck-message][data-kind=ok]').waitFor();
  assert.equal(await page.getByTestId('deck-name').inputValue(), '<svg onload=__pwned=9>');
  await assertClean(page, 'deck builder, imported', { shows: ['<svg onload=__pwned=9>'] });
  const id = await db.save();
  await db.savedRow(id).waitFor();
  await assertClean(page, 'deck builder, saved', { shows: ['<svg onload=__pwned=9>'] });
  assert.equal(await db.savedRow(id).getAttribute('data-name'), '<svg onload=__pwned=9>');

  // Card lines that are payloads: refused, each named as text.
  await db.importText(['<img src=x onerror=__pwned=12>', '2 <svg onload=__pwned=13>', '3 x</textarea><b>'].join('\n'));
  await page.locator('[data-testid=deck-message][data-kind=error]').waitFor();
  assert.ok((await db.importErrors().count()) >= 1);
  await assertClean(page, 'deck builder, refused', { shows: ['__pwned=12'] });

  // The new-game screen offers the saved deck by its name; the seats' names are typed in.
  const ng = new NewGamePage(page, h.url);
  await ng.open('ccg');
  const option = page.locator('[data-testid=ccg-deck] option[data-saved-deck]').first();
  assert.equal(await option.textContent(), '<svg onload=__pwned=9>');
  await assertClean(page, 'new game');
  await ng.setSeat(0, { name: SEAT[3], by: 'human' });
  await ng.setSeat(1, { name: SEAT[0], by: 'easy' });
  await page.getByTestId('ccg-deck').nth(0).selectOption({ label: '<svg onload=__pwned=9>' });
  await assertClean(page, 'new game, filled in');
  await ng.start();
  await page.getByTestId('play').waitFor();
  await assertClean(page, 'the game started', { shows: [SEAT[3]] });
  assert.deepEqual(page.errors, []);
  await context.close();
});
