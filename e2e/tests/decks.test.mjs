// The card game's deck builder: build a legal Basic deck from the pool card by card (the
// validation goes from a named rule to "Legal deck"), save it, export it (text box and a
// downloaded .txt), delete it, import the text again, start a Basic game with it (the seat's
// hand comes from it); bad input (an unknown card, a malformed line, a huge paste) names the
// line and changes nothing saved; the pool's filters; the home and new-game links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { qbranch } from '../lib/records.mjs';
import { NewGamePage } from '../pages/app.mjs';
import { CcgPlay } from '../pages/ccg.mjs';
import { DeckBuilder } from '../pages/decks.mjs';

const h = harness();

/** A prebuilt deck's cards ({ id, count }) from the engine (`qbranch deck list`). */
function prebuilt(id) {
  const d = qbranch('deck', 'list').find((x) => x.id === id);
  assert.ok(d, `${id} is a prebuilt deck`);
  return d.cards;
}

test('build a legal deck from the pool, save, export, delete, import it and play with it', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const db = new DeckBuilder(page, h.url);
  // From the home screen's card-game tile.
  await db.go('#/');
  await page.locator('li.tile[data-game=ccg] [data-testid=tile-decks]').click();
  await db.root().waitFor();
  let st = await db.state();
  assert.equal(st.variant, 'basic');
  assert.equal(st.total, '0');
  await db.setName('Guns Remix');

  // Guns for Hire's cards, added one copy at a time from the pool, in reverse order.
  const cards = prebuilt('guns-for-hire').slice().reverse();
  const total = cards.reduce((n, c) => n + c.count, 0);
  assert.equal(total, 70);
  await db.add(cards[0].id);
  await db.waitTotal(1);
  assert.equal(await db.validation().getAttribute('data-legal'), 'false');
  let rules = await db.problemRules();
  assert.ok(rules.includes('deck-size'), `one card breaks the Deck Size rule: ${rules}`);
  assert.match(await db.validation().innerText(), /Deck Size: at least 60 cards/);
  let added = 1;
  for (const [k, c] of cards.entries()) {
    const n = k === 0 ? c.count - 1 : c.count;
    await db.add(c.id, n);
    added += n;
    if (added === 60) {
      await db.waitTotal(60);
      rules = await db.problemRules();
      assert.ok(!rules.includes('deck-size'), `60 cards meet the Deck Size rule: ${rules}`);
    }
  }
  await db.waitTotal(70);
  await page.locator('[data-testid=deck-validation][data-legal=true]').waitFor();
  assert.match(await db.validation().innerText(), /Legal deck/);
  assert.equal(await page.locator('[data-testid=deck-problem]').count(), 0);
  // − and + on a deck row: one short breaks "a multiple of 10", one back is legal again.
  await db.minus('crossfire');
  await db.waitTotal(69);
  assert.ok((await db.problemRules()).includes('deck-multiple-of-ten'));
  await page.locator('[data-testid=deck-card][data-card=crossfire] [data-testid=deck-plus]').click();
  await page.locator('[data-testid=deck-validation][data-legal=true]').waitFor();

  // The card zoom opens from the pool by keyboard and closes with Escape.
  await page.locator('[data-testid=pool-card][data-card=walther-ppk] [data-testid=pool-read]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=ccg-zoom][data-card=walther-ppk]').waitFor();
  // Escape is the dialog's key: press it once the focus is in the dialog (on Close).
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'ccg-zoom-close');
  await page.keyboard.press('Escape');
  await page.getByTestId('ccg-zoom').waitFor({ state: 'detached' });

  // Save.
  const id = await db.save();
  assert.match(id, /^[0-9a-f]{16}$/);
  await db.savedRow(id).waitFor();
  assert.equal(await db.savedRow(id).getAttribute('data-name'), 'Guns Remix');
  const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `qbranch.deck.${id}`));
  assert.equal(stored.format, 'qbranch-deck');
  assert.equal(stored.deck.name, 'Guns Remix');

  // Export: the text box and the downloaded file hold the same decklist, which the CLI's
  // own format reads: one "N Card Name" line per card.
  const text = await db.exportText();
  assert.ok(text.startsWith('# Guns Remix\n'), text.slice(0, 40));
  assert.match(text, /^2 Crossfire$/m);
  const file = await db.download();
  assert.equal(file.name, 'guns-remix.txt');
  assert.equal(file.text, text);
  const lines = text.trim().split('\n').filter((l) => !l.startsWith('#'));
  assert.equal(lines.reduce((n, l) => n + Number(l.split(' ')[0]), 0), 70);

  // Delete it: gone from the list and from storage.
  await db.savedRow(id).getByTestId('saved-delete').click();
  await db.savedRow(id).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), `qbranch.deck.${id}`), null);

  // Bad input: an unknown name and a malformed line are named by line; nothing changes.
  await page.getByTestId('deck-clear').click();
  await db.waitTotal(0);
  const before = await db.storage();
  await db.importText("# Bad\n2 Walther PPK\n1 Sean Connery's Toupee\nthree Jaws\n");
  await page.locator('[data-testid=deck-import-errors][data-count="2"]').waitFor();
  const errs = await db.importErrors().allInnerTexts();
  assert.match(errs[0], /^Line 3: no card is called "Sean Connery's Toupee"/);
  assert.match(errs[1], /^Line 4: "three Jaws" does not start with a number/);
  assert.equal(await db.message().getAttribute('data-kind'), 'error');
  assert.equal((await db.state()).total, '0', 'a refused import leaves the deck as it was');
  // A huge paste is refused unread.
  await db.importText('1 Walther PPK\n'.repeat(6000));
  await page.locator('[data-testid=deck-import-errors][data-count="1"]').waitFor();
  assert.match((await db.importErrors().allInnerTexts())[0], /bytes long; at most 65536 bytes are read/);
  assert.deepEqual(await db.storage(), before, 'bad imports change nothing stored');

  // Import the exported text again, from a file, and save it.
  await db.importFile('guns-remix.txt', file.text);
  await db.waitTotal(70);
  await page.locator('[data-testid=deck-import-errors][data-count="0"]').waitFor({ state: 'attached' });
  assert.equal(await page.getByTestId('deck-name').inputValue(), 'Guns Remix');
  assert.equal(await db.validation().getAttribute('data-legal'), 'true');
  assert.equal(await db.exportText(), text, 'the same decklist back');
  const id2 = await db.save();
  await db.savedRow(id2).waitFor();

  // Start a Basic game with it: the new-game deck choice lists it; player 1's hand comes from it.
  await page.getByTestId('deck-new-game').click();
  const ng = new NewGamePage(page, h.url);
  await page.locator('form.form').waitFor();
  const seat0 = page.getByTestId('ccg-deck').nth(0);
  await seat0.selectOption(`saved:${id2}`);
  assert.equal(await seat0.inputValue(), `saved:${id2}`);
  assert.equal(
    (await seat0.locator('option:checked').innerText()).trim(),
    'Guns Remix',
    'the seat shows the saved deck by name',
  );
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { by: 'easy' });
  await ng.start();
  const play = new CcgPlay(page, h.url);
  await play.root().waitFor();
  await play.waitForDecision();
  const hand = await play.hand();
  assert.equal(hand.length, 7);
  const mine = new Set(cards.map((c) => c.id));
  for (const c of hand) assert.ok(mine.has(c.id), `${c.id} comes from Guns Remix`);
  await context.close();
});

test('an illegal saved deck is listed at new game as not playable, with why', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const db = new DeckBuilder(page, h.url);
  await db.open('ccg');
  await db.add('walther-ppk', 2);
  await db.waitTotal(2);
  await db.setName('Two pistols');
  const id = await db.save();
  await page.goto(`${h.url}#/new/ccg`);
  await page.locator('form.form').waitFor();
  const opt = page.getByTestId('ccg-deck').nth(0).locator(`option[value="saved:${id}"]`);
  assert.equal(await opt.isDisabled(), true);
  assert.match(await opt.innerText(), /^Two pistols — not playable: .*at least 60/);
  // The new-game screen links back to the builder.
  await page.getByTestId('deck-builder-link').click();
  await db.root().waitFor();
  await db.savedRow(id).waitFor();
  await context.close();
});

test('the pool filters by type, film, icon, rule set and text', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const db = new DeckBuilder(page, h.url);
  await db.open('ccg-ltk');
  assert.equal((await db.state()).variant, 'ltk');
  const ids = () => page.locator('[data-testid=pool-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
  const all = await ids();
  assert.ok(!all.includes('firefight'), 'an Obstacle is not a Licence to Kill card');
  await page.getByTestId('pool-legal').uncheck();
  await page.locator('[data-testid=pool-card][data-card=firefight][data-legal=false]').waitFor();
  assert.equal(
    await page.locator('[data-testid=pool-card][data-card=firefight] [data-testid=pool-add]').isDisabled(),
    true,
  );
  await page.getByTestId('pool-legal').check();
  await page.getByTestId('pool-type').selectOption('Villain');
  await page.getByTestId('pool-film').selectOption('A View to a Kill');
  await page.locator('[data-testid=pool-card]').first().waitFor();
  assert.deepEqual(await ids(), ['max-zorin']);
  await page.getByTestId('pool-type').selectOption('');
  await page.getByTestId('pool-film').selectOption('');
  await page.getByTestId('pool-search').fill('standard-issue pistol');
  await page.locator('[data-testid=pool-count]:text("1 card shown")').waitFor();
  assert.deepEqual(await ids(), ['walther-ppk']);
  await page.getByTestId('pool-search').fill('');
  await page.getByTestId('pool-icon').selectOption('Hand-to-hand');
  await page.locator('[data-testid=pool-card][data-card=max-zorin]').waitFor();
  assert.ok((await ids()).length < all.length);
  // In Licence to Kill a Plot card goes to the Plot deck.
  await db.add('max-zorin');
  await page.locator('[data-testid=deck-plot] [data-card=max-zorin]').waitFor();
  // On the upright tablet the deck is below the pool: a strip under the pool keeps the deck's
  // size and check in sight while adding, and leads down to the deck.
  const status = page.getByTestId('deck-status');
  const inSight = () =>
    status.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    });
  await page.locator('[data-testid=pool-card][data-card=max-zorin]').scrollIntoViewIfNeeded();
  assert.equal(await inSight(), true, 'the deck strip is in sight beside the pool');
  assert.match(await status.textContent(), /Plot deck 1.*✘ Not legal yet/);
  await status.getByRole('button', { name: 'See the deck' }).click();
  await page.waitForFunction(() => {
    const r = document.getElementById('db-deck-h').getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
  await context.close();
});

test('Load and New empty deck ask before replacing a deck with unsaved changes', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const db = new DeckBuilder(page, h.url);
  await db.open('ccg');
  // Nothing to lose: an empty deck is replaced at once.
  await db.loadPrebuilt();
  assert.equal(await page.getByTestId('deck-replace-ask').count(), 0);
  const loaded = Number((await db.state()).total);
  // A card taken out: the deck has unsaved work, and Load asks first.
  const first = prebuilt(qbranch('deck', 'list').find((d) => d.variant === 'basic').id)[0].id;
  await db.minus(first);
  await db.waitTotal(loaded - 1);
  await page.getByTestId('deck-load-prebuilt').click();
  const ask = page.getByTestId('deck-replace-ask');
  await ask.waitFor();
  assert.match(await ask.innerText(), /not saved/);
  // The safe answer has the focus; keeping changes nothing.
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === 'deck-replace-no');
  await page.keyboard.press('Enter');
  await ask.waitFor({ state: 'detached' });
  await db.waitTotal(loaded - 1);
  // New empty deck asks too; answered "replace", the deck is emptied.
  await page.getByTestId('deck-clear').click();
  await page.getByTestId('deck-replace-yes').click();
  await db.waitTotal(0);
  assert.deepEqual(page.errors, []);
  await context.close();
});
