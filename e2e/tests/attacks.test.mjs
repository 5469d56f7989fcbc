// Attacks on saves: each test performs the attack in a real browser and checks nothing is lost,
// crossed, rigged or silently changed:
//   - two pages on one save moving at the same instant;
//   - storage filled to quota, a new game started, space freed;
//   - a save copied by hand under another save's key;
//   - a save rewritten by JSON.parse/JSON.stringify in the page (seeds above 2^53);
//   - a seed, a move, an undrawn deck or a seat's controller changed in storage, moves cut
//     from a save whose stamp was taken off;
//   - a cosmetic field (the name, the finished flag) that does not read;
//   - two pages editing one saved deck: both save, or one deletes it while the other saves.
// Most use You Only Live Twice through DOM selectors only; the card game where a deck or a
// hidden hand is at stake.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { NewGamePage, SavesPage } from '../pages/app.mjs';
import { DeckBuilder } from '../pages/decks.mjs';

const h = harness();
const GAME = 'yolt';
/** Anything the player to act can press: a highlighted space or an action button. */
const MOVE = '[data-testid=tap], [data-testid=yolt-action]';
const key = (id) => `qbranch.save.${id}`;

function watchErrors(page) {
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
}

/** Go to a screen by changing the hash only: the page (and what it holds in memory) stays. */
async function hashGo(page, hash) {
  await page.evaluate((x) => {
    location.hash = x;
  }, hash);
  await page.waitForFunction((x) => location.hash === x, hash);
}

/** Start a game of GAME with every seat `by` ('human', 'easy' …); returns its save id. */
async function startGame(page, by, { first = true } = {}) {
  if (first) {
    await page.goto(`${h.url}#/new/${GAME}`);
  } else {
    await hashGo(page, `#/new/${GAME}`);
  }
  await page.locator('form.form').waitFor();
  const seats = await page.locator('li.seat-row').count();
  for (let i = 0; i < seats; i++) await page.locator(`#seat-ctrl-${i}`).selectOption(by);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByTestId('play').waitFor();
  return new URL(page.url()).hash.split('/').pop();
}

const stored = (page, id) => page.evaluate((k) => localStorage.getItem(k), key(id));
const storedSave = async (page, id) => JSON.parse(await stored(page, id));

async function waitStoredActions(page, id, n) {
  await page.waitForFunction(
    ([k, n]) => {
      const raw = localStorage.getItem(k);
      return raw !== null && JSON.parse(raw).record.actions.length >= n;
    },
    [key(id), n],
  );
}

/** Wait until the play screen's log shows action number `n` or later. */
async function waitLogStep(page, n) {
  await page.waitForFunction(
    (n) => Number(document.querySelector('.log-line .log-step')?.textContent ?? 0) >= n,
    n,
  );
}

/** Make the first move on offer, with the keyboard (every tap target takes Enter). */
async function moveOnce(page) {
  const m = page.locator(MOVE).first();
  await m.waitFor();
  await m.focus();
  await page.keyboard.press('Enter');
}

/** Start a game with people in every seat and make one move; returns its save id once the
 * move is stored. */
async function gameWithOneMove(page) {
  const id = await startGame(page, 'human');
  await moveOnce(page);
  await waitStoredActions(page, id, 1);
  return id;
}

/** Resolve with the beforeunload dialog when closing asks first, or null when it just closes. */
function closeAsking(page) {
  const asked = new Promise((ok) => {
    page.once('dialog', (d) => ok(d));
    page.once('close', () => ok(null));
  });
  return page.close({ runBeforeUnload: true }).then(() => asked);
}

test('two pages on one save moving at the same instant: both notice, nothing is overwritten silently', async () => {
  const { context, page: a } = await h.page();
  const id = await startGame(a, 'human');
  await a.locator(MOVE).first().waitFor();
  const b = await context.newPage();
  watchErrors(b);
  // Page B can hold storage events back: its listener comes before the app's.
  await b.addInitScript(() => {
    window.__held = [];
    window.__holding = false;
    window.addEventListener(
      'storage',
      (e) => {
        if (!window.__holding) return;
        window.__held.push({ key: e.key, oldValue: e.oldValue, newValue: e.newValue, url: e.url });
        e.stopImmediatePropagation();
      },
      true,
    );
  });
  await b.goto(`${h.url}#/play/${id}`);
  await b.locator(MOVE).first().waitFor();
  const start = await storedSave(a, id);

  // The instant: page B reads the save before page A's write reaches it, and A's storage event
  // is still on its way. B holds that event back and keeps seeing the copy from before A's move
  // until B has made its own move.
  await b.evaluate((k) => {
    window.__holding = true;
    const before = localStorage.getItem(k);
    window.__realGet = Storage.prototype.getItem;
    Storage.prototype.getItem = function (x) {
      return x === k ? before : window.__realGet.call(this, x);
    };
    window.__writes = 0;
    window.__realSet = Storage.prototype.setItem;
    Storage.prototype.setItem = function (x, v) {
      window.__realSet.call(this, x, v);
      if (x === k) window.__writes += 1;
    };
  }, key(id));

  await moveOnce(a);
  await a.waitForFunction(
    ([k, r]) => JSON.parse(localStorage.getItem(k)).revision > r,
    [key(id), start.revision],
  );
  const writtenByA = await stored(a, id);
  await moveOnce(b);
  await b.waitForFunction(() => window.__writes > 0);
  const writtenByB = await b.evaluate((k) => window.__realGet.call(localStorage, k), key(id));
  // Both wrote the revision after the one they read.
  assert.equal(JSON.parse(writtenByA).revision, start.revision + 1);
  assert.equal(JSON.parse(writtenByB).revision, start.revision + 1);

  // The events cross: each page now learns of the other's write.
  await b.evaluate(() => {
    Storage.prototype.getItem = window.__realGet;
    Storage.prototype.setItem = window.__realSet;
    window.__holding = false;
    for (const e of window.__held) {
      window.dispatchEvent(new StorageEvent('storage', { ...e, storageArea: localStorage }));
    }
  });
  await a.getByTestId('stale').waitFor();
  await b.getByTestId('stale').waitFor();
  assert.match(await a.getByTestId('stale').textContent(), /changed in another tab/);
  assert.match(await b.getByTestId('stale').textContent(), /changed in another tab/);

  // Neither page offers a move any more, so neither can overwrite the stored copy.
  assert.equal(await a.locator(MOVE).count(), 0);
  assert.equal(await b.locator(MOVE).count(), 0);
  assert.equal(await stored(a, id), writtenByB);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await context.close();
});

test('storage filled to quota, a new game, space freed: every game and move is saved', async () => {
  const { context, page } = await h.page();
  const x = await startGame(page, 'easy');
  await waitStoredActions(page, x, 1);

  // Fill localStorage to the last byte.
  const fillers = await page.evaluate(() => {
    let size = 1 << 20;
    let n = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler.${n}`, 'x'.repeat(size));
        n += 1;
      } catch (e) {
        if (e.name !== 'QuotaExceededError') throw e;
        size = Math.floor(size / 2);
      }
    }
    return n;
  });
  assert.ok(fillers > 0);
  await page.getByTestId('storage-full').waitFor();
  const stuckX = (await storedSave(page, x)).record.actions.length;
  // X plays on in memory.
  await waitLogStep(page, stuckX + 2);

  // A new game while storage is full: it plays in memory too.
  const y = await startGame(page, 'easy', { first: false });
  assert.notEqual(y, x);
  assert.equal(await stored(page, y), null);
  await waitLogStep(page, 2);

  // The saves list shows the newest copy of each, marked as not saved.
  await hashGo(page, '#/saves');
  const rowX = page.locator(`li.save-row[data-save-id="${x}"]`);
  const rowY = page.locator(`li.save-row[data-save-id="${y}"]`);
  await rowX.waitFor();
  await rowY.waitFor();
  assert.equal(await rowX.getAttribute('data-waiting'), 'true');
  assert.equal(await rowY.getAttribute('data-waiting'), 'true');
  assert.match(await rowX.textContent(), /Not saved/);
  assert.match(await rowY.textContent(), /Not saved/);
  const movesIn = async (row) => Number((await row.textContent()).match(/(\d+) moves/)[1]);
  const memX = await movesIn(rowX);
  assert.ok(memX > stuckX, `the list shows X's unsaved moves (${memX} > ${stuckX})`);
  await page.getByTestId('storage-full').waitFor();

  // Leaving the page now asks first (the player stays).
  const dialog = await closeAsking(page);
  assert.ok(dialog, 'closing the page with unsaved games asked first');
  assert.equal(dialog.type(), 'beforeunload');
  await dialog.dismiss();

  // Space freed; the next move of Y saves Y, then every other waiting game.
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('filler.')) localStorage.removeItem(k);
  });
  const memY = await movesIn(rowY);
  await rowY.getByRole('link', { name: 'Continue' }).click();
  await page.getByTestId('play').waitFor();
  await page.getByTestId('storage-full').waitFor({ state: 'detached' });
  assert.equal((await storedSave(page, x)).record.actions.length, memX);
  assert.ok((await storedSave(page, y)).record.actions.length > memY);

  await hashGo(page, '#/saves');
  await page.locator(`li.save-row[data-save-id="${y}"]`).waitFor();
  assert.equal(await page.locator('li.save-row[data-waiting="true"]').count(), 0);
  assert.deepEqual(page.errors, []);
  // Nothing waits: the page closes without asking.
  assert.equal(await closeAsking(page), null);
  await context.close();
});

test('a save copied under another key is damaged, never opened as the save it names', async () => {
  const { context, page } = await h.page();
  const id = await gameWithOneMove(page);
  const original = await stored(page, id);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key('copied'), original]);

  for (const screen of ['play', 'replay']) {
    await page.goto(`${h.url}#/${screen}/copied`);
    const shown = page.locator('[data-testid=play], [data-testid=replay], h1:text-is("This save cannot be opened")');
    await shown.first().waitFor();
    assert.equal(await page.getByRole('heading', { name: 'This save cannot be opened' }).count(), 1, screen);
    assert.match(await page.locator('.notice').textContent(), /copy of another save/);
  }
  // The list says the same; the original and the copy are untouched.
  await page.goto(`${h.url}#/saves`);
  const row = page.locator('li.save-row[data-save-id="copied"]');
  await row.waitFor();
  assert.match(await row.getAttribute('class'), /damaged/);
  assert.equal(await stored(page, id), original);
  assert.equal(await stored(page, 'copied'), original);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a save rewritten by JSON.parse/JSON.stringify in the page replays the same game', async () => {
  const { context, page } = await h.page();
  const id = await startGame(page, 'easy');
  await waitStoredActions(page, id, 3);
  // Stop playing, then look at the whole game in the replay.
  await hashGo(page, '#/saves');
  await hashGo(page, `#/replay/${id}`);
  await page.getByTestId('replay').waitFor();
  const log = () => page.locator('.log-line').allTextContents();
  const before = await log();
  const seed = (await stored(page, id)).match(/"seed":"?(\d+)"?/)[1];

  // What a browser console, a spreadsheet or a sync script does to the save.
  await page.evaluate((k) => localStorage.setItem(k, JSON.stringify(JSON.parse(localStorage.getItem(k)))), key(id));
  const rewritten = await storedSave(page, id);
  assert.equal(String(rewritten.record.seed), seed, 'the seed survived JavaScript');
  await page.reload();
  await page.getByTestId('replay').waitFor();
  assert.deepEqual(await log(), before);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a seed changed behind the game\'s back shows as damage, never as another game', async () => {
  const { context, page } = await h.page();
  // People in every seat and no move yet: the record replays whatever its seed, so only the
  // fingerprint of the replayed game can tell.
  const id = await startGame(page, 'human');
  const raw = await stored(page, id);
  assert.equal(JSON.parse(raw).record.actions.length, 0);
  const seed = raw.match(/"seed":"?(\d+)"?/)[1];
  // Written as a number, the way an older save rounded by JavaScript would be.
  await page.evaluate(
    ([k, s]) => {
      const v = JSON.parse(localStorage.getItem(k));
      v.record.seed = 'SEED';
      localStorage.setItem(k, JSON.stringify(v).replace('"SEED"', s));
    },
    [key(id), (BigInt(seed) ^ 1n).toString()],
  );
  await page.goto(`${h.url}#/saves`);
  const row = page.locator(`li.save-row[data-save-id="${id}"]`);
  await row.waitFor();
  assert.match(await row.getAttribute('class'), /damaged/);
  assert.match(await row.textContent(), /different game/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a move changed behind the game\'s back breaks the save\'s seal: every move is checked, the save shows as damaged', async () => {
  const { context, page } = await h.page();
  const id = await gameWithOneMove(page);
  const save = await storedSave(page, id);
  // What the app writes: the game's fingerprint, then the seal over the record's text.
  assert.match(save.fingerprint, /^[0-9a-f]{32}$/);
  const first = save.record.actions[0].action;
  assert.equal(first.type, 'face');
  // The first heading turned toward a space the map does not have; the seal left as it was.
  await page.evaluate((k) => {
    const v = JSON.parse(localStorage.getItem(k));
    v.record.actions[0].action.toward = 200;
    localStorage.setItem(k, JSON.stringify(v));
  }, key(id));
  await page.goto(`${h.url}#/saves`);
  const row = page.locator(`li.save-row[data-save-id="${id}"]`);
  await row.waitFor();
  assert.match(await row.getAttribute('class'), /damaged/);
  assert.match(await row.textContent(), /the recorded move is not possible at that point of the game/);
  await hashGo(page, `#/play/${id}`);
  await page.getByRole('heading', { name: 'This save cannot be opened' }).waitFor();
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an impossible "last played" date reads as unknown, never "Invalid Date"', async () => {
  const { context, page } = await h.page();
  const id = await startGame(page, 'human');
  await page.evaluate((k) => {
    const v = JSON.parse(localStorage.getItem(k));
    v.updated = 1e300;
    localStorage.setItem(k, JSON.stringify(v));
  }, key(id));
  await page.goto(`${h.url}#/saves`);
  const row = page.locator(`li.save-row[data-save-id="${id}"]`);
  await row.waitFor();
  const text = await row.textContent();
  assert.match(text, /last played unknown/);
  assert.doesNotMatch(text, /Invalid Date/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

/** Start a card game for two people at one screen; resolves to its save id once it is stored. */
async function hotSeatCards(page) {
  const id = await new NewGamePage(page, h.url).startWith('ccg', ['human', 'human']);
  await page.waitForFunction((k) => localStorage.getItem(k) !== null, key(id));
  return id;
}

/** Change the stored save `id` with `edit(save)` (run in the page, on the parsed save). */
async function editStored(page, id, edit) {
  await page.evaluate(
    ([k, body]) => {
      const v = JSON.parse(localStorage.getItem(k));
      new Function('v', body)(v);
      localStorage.setItem(k, JSON.stringify(v));
    },
    [key(id), edit],
  );
}

/** The saves list's row for `id` shows it damaged, for `why`; opening it says it cannot be. */
async function refused(page, id, why) {
  await page.goto(`${h.url}#/saves`);
  const row = page.locator(`li.save-row[data-save-id="${id}"]`);
  await row.waitFor();
  assert.match(await row.getAttribute('class'), /damaged/);
  assert.match(await row.textContent(), why);
  await hashGo(page, `#/play/${id}`);
  await page.getByRole('heading', { name: 'This save cannot be opened' }).waitFor();
}

test('a card game whose undrawn deck was reordered in storage is refused, never dealt another way', async () => {
  const { context, page } = await h.page();
  const id = await hotSeatCards(page);
  // Two different cards of the second player's deck change places, the stamp left as it was.
  await editStored(
    page,
    id,
    `const cards = v.record.setup.decks[1].cards;
     const j = cards.findIndex((c) => c !== cards[0]);
     [cards[0], cards[j]] = [cards[j], cards[0]];`,
  );
  await refused(page, id, /changed after Q Branch saved it/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a hot-seat seat handed to the computer in storage or in a file is refused: no hand shows', async () => {
  const { context, page } = await h.page();
  const id = await hotSeatCards(page);
  const edit = `v.seats[0].controller = { kind: 'computer', level: 'easy' };`;
  const exported = await page.evaluate(
    ([k, body]) => {
      const v = JSON.parse(localStorage.getItem(k));
      new Function('v', body)(v);
      return JSON.stringify(v, null, 2);
    },
    [key(id), edit],
  );
  await editStored(page, id, edit);
  await refused(page, id, /changed after Q Branch saved it/);
  assert.equal(await page.getByTestId('hand-card').count(), 0);
  // The same change in an exported file: the import refuses it and changes nothing.
  const saves = new SavesPage(page, h.url);
  await saves.open();
  const before = await saves.storage();
  await saves.importText('handed.json', exported);
  await saves.importError().waitFor();
  assert.match(await saves.importError().textContent(), /changed after Q Branch saved it/);
  assert.deepEqual(await saves.storage(), before);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('moves cut from a save whose stamp was taken off: it opens as the shorter game, checked, and says so', async () => {
  const { context, page } = await h.page();
  const id = await startGame(page, 'easy');
  await waitStoredActions(page, id, 8);
  await hashGo(page, '#/saves');
  const played = (await storedSave(page, id)).record.actions.length;
  await editStored(page, id, `delete v.fingerprint; v.record.actions.splice(-5);`);
  await page.goto(`${h.url}#/replay/${id}`);
  await page.getByTestId('replay').waitFor();
  const note = page.locator('.toasts .toast').filter({ hasText: 'This save carries no seal' });
  await note.waitFor();
  assert.match(await note.textContent(), /every move was checked against the rules/);
  assert.equal(Number(await page.locator('.log-line .log-step').first().textContent()), played - 5);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a cosmetic field that does not read spoils nothing: the game opens and says what was replaced', async () => {
  const { context, page } = await h.page();
  const id = await gameWithOneMove(page);
  const good = await stored(page, id);
  const cases = [
    ['"finished":"no"', (v) => ({ ...v, finished: 'no' }), 'whether it was finished'],
    // JavaScript writes a lone surrogate as an escape no JSON reader turns into text.
    ['a lone surrogate in the name', (v) => ({ ...v, name: `Ann's game \uD800` }), 'its name'],
    ['a 4 MB name', (v) => ({ ...v, name: 'x'.repeat(4 * 1024 * 1024) }), 'its name'],
  ];
  for (const [what, damage, replaced] of cases) {
    const text = JSON.stringify(damage(JSON.parse(good)));
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [key(id), text]);
    await page.goto(`${h.url}#/saves`);
    const row = page.locator(`li.save-row[data-save-id="${id}"]`);
    await row.waitFor();
    assert.doesNotMatch(await row.getAttribute('class'), /damaged/, what);
    await hashGo(page, `#/replay/${id}`);
    await page.getByTestId('replay').waitFor();
    const note = page.locator('.toasts .toast').filter({ hasText: 'could not be read and were replaced' });
    await note.waitFor();
    assert.match(await note.textContent(), new RegExp(replaced), what);
    await note.getByRole('button', { name: 'Dismiss' }).click();
  }
  await page.evaluate(([k, t]) => localStorage.setItem(k, t), [key(id), good]);
  assert.deepEqual(page.errors, []);
  await context.close();
});

const deckKey = (id) => `qbranch.deck.${id}`;
/** The stored envelope of a saved deck (null when there is none). */
const storedDeck = (page, id) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), deckKey(id));
/** Copies of a card in a stored deck. */
const copiesIn = (deck, card) =>
  [...deck.main, ...(deck.plot ?? [])].filter(([c]) => c === card).reduce((n, [, k]) => n + k, 0);

/** Wait until the stored deck `id` holds `n` copies of `card`. */
async function waitStoredCopies(page, id, card, n) {
  await page.waitForFunction(
    ([k, card, n]) => {
      const d = JSON.parse(localStorage.getItem(k) ?? 'null')?.deck;
      const all = d ? [...d.main, ...(d.plot ?? [])] : [];
      return d && all.filter(([c]) => c === card).reduce((m, [, k]) => m + k, 0) === n;
    },
    [deckKey(id), card, n],
  );
}

/** Wait until the message over the deck builder tells what came of a save: refused or saved. */
async function saveOutcome(page) {
  await page.waitForFunction(() => {
    const m = document.querySelector('[data-testid=deck-message]');
    return m.dataset.kind === 'error' || m.textContent.startsWith('Saved');
  });
  return page.getByTestId('deck-message').textContent();
}

/** A deck saved in page A and opened in page B of the same browser; `deaf`: B never hears
 * of other pages' writes (its storage events are dropped), so only its save can find out. */
async function oneDeckInTwoPages({ deaf }) {
  const { context, page: a } = await h.page({ width: 1366, height: 768 });
  const b = await context.newPage();
  watchErrors(a);
  watchErrors(b);
  if (deaf) {
    await b.addInitScript(() => {
      window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true);
    });
  }
  const da = new DeckBuilder(a, h.url);
  const db = new DeckBuilder(b, h.url);
  await da.open('ccg');
  await da.loadPrebuilt();
  await da.setName('Two Tabs');
  const id = await da.save();
  // The card both pages change: the deck's first.
  const card = await a.locator('[data-testid=deck-card]').first().getAttribute('data-card');
  const n = await da.count(card);
  await waitStoredCopies(a, id, card, n);
  await db.open('ccg');
  await db.openSaved(id);
  return { context, a, b, da, db, id, card, n };
}

test('two pages editing one saved deck: the later save is refused and says so, the first page\'s card stays', async () => {
  const { context, a, b, da, db, id, card, n } = await oneDeckInTwoPages({ deaf: true });
  await da.plus(card);
  await da.pressSave();
  await waitStoredCopies(a, id, card, n + 1);
  assert.match(await da.message().textContent(), /^Saved "Two Tabs"/);
  const savedByA = await storedDeck(a, id);

  // Page B still holds revision 1: its save writes nothing and says why, never "Saved".
  await db.minus(card);
  await db.pressSave();
  const told = await saveOutcome(b);
  assert.match(told, /This deck was changed in another tab/);
  assert.doesNotMatch(told, /Saved/);
  assert.deepEqual(await storedDeck(a, id), savedByA);
  assert.equal(copiesIn(savedByA.deck, card), n + 1);
  await db.otherTab().waitFor();
  assert.equal(await db.otherTab().getAttribute('data-why'), 'changed');
  assert.equal(await b.getByTestId('deck-reload').count(), 1);

  // B keeps its version as a deck of its own; A's deck is untouched.
  await b.getByTestId('deck-save-new').click();
  await b.locator(`[data-testid=deck-builder]:not([data-saved-id=""]):not([data-saved-id="${id}"])`).waitFor();
  const copyId = (await db.state()).savedId;
  assert.match(await db.message().textContent(), /^Saved "Two Tabs \(copy\)"/);
  assert.equal(await db.otherTab().count(), 0);
  const copy = await storedDeck(b, copyId);
  assert.equal(copy.deck.name, 'Two Tabs (copy)');
  assert.equal(copiesIn(copy.deck, card), n - 1);
  assert.deepEqual(await storedDeck(a, id), savedByA);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await context.close();
});

test('a deck deleted in one page is never brought back by another page\'s save', async () => {
  const { context, a, b, da, db, id, card, n } = await oneDeckInTwoPages({ deaf: false });
  await da.savedRow(id).getByTestId('saved-delete').click();
  await a.waitForFunction((k) => localStorage.getItem(k) === null, deckKey(id));
  // The news reaches page B before it saves.
  await db.otherTab().waitFor();
  assert.match(await db.otherTab().textContent(), /This deck was deleted in another tab/);
  assert.equal(await db.otherTab().getAttribute('data-why'), 'deleted');
  assert.equal(await b.getByTestId('deck-reload').count(), 0);

  await db.minus(card);
  await db.pressSave();
  const told = await saveOutcome(b);
  assert.match(told, /This deck was deleted in another tab/);
  assert.doesNotMatch(told, /Saved/);
  assert.equal(await storedDeck(b, id), null);
  assert.equal(await db.savedRow(id).count(), 0);

  // Saved again on purpose, it is a new deck, and page A's list shows it.
  await b.getByTestId('deck-save-new').click();
  await b.locator(`[data-testid=deck-builder]:not([data-saved-id=""]):not([data-saved-id="${id}"])`).waitFor();
  const again = (await db.state()).savedId;
  assert.match(await db.message().textContent(), /^Saved "Two Tabs"/);
  const stored = await storedDeck(b, again);
  assert.equal(copiesIn(stored.deck, card), n - 1);
  assert.equal(stored.revision, 1);
  await da.savedRow(again).waitFor();
  assert.equal(await storedDeck(a, id), null);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await context.close();
});

test('a deck changed in another page is announced before Save; its saved version opens and saves', async () => {
  const { context, a, b, da, db, id, card, n } = await oneDeckInTwoPages({ deaf: false });
  await da.plus(card);
  await da.pressSave();
  await waitStoredCopies(a, id, card, n + 1);
  await db.otherTab().waitFor();
  assert.match(await db.otherTab().textContent(), /This deck was changed in another tab/);

  // B takes the saved version (A's card in it) and goes on from there.
  await b.getByTestId('deck-reload').click();
  await b.locator(`[data-testid=deck-card][data-card="${card}"][data-count="${n + 1}"]`).waitFor();
  assert.equal(await db.otherTab().count(), 0);
  await db.minus(card);
  await db.pressSave();
  await waitStoredCopies(b, id, card, n);
  assert.match(await db.message().textContent(), /^Saved "Two Tabs"/);
  assert.equal((await storedDeck(b, id)).revision, 3);
  // Now page A holds the older copy, and hears so.
  await da.otherTab().waitFor();
  assert.match(await da.otherTab().textContent(), /This deck was changed in another tab/);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await context.close();
});
