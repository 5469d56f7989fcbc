// The card game's table laid out like a card table, both rule sets, on a laptop (1366×768,
// mouse) and an upright tablet (768×1024, touch): in positions where the person must decide
// (games played by `qbranch record`, cut just before seat 0 acts), the whole hand and every
// button of the choices are in sight without scrolling, the table's card text renders at 12 px
// or more on the tablet, an empty zone is one line, and another seat's Plots and Agency open
// in place with one tap or one key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { saveBefore } from '../lib/records.mjs';
import { hiddenChoices, importAndOpen } from '../pages/app.mjs';
import { CcgPlay, handOutOfSight, overflow, smallestCardText } from '../pages/ccg.mjs';

const h = harness();

const LAPTOP = { width: 1366, height: 768 };
const TABLET = { width: 768, height: 1024, touch: true };

/** Open the game `game` (seed `seed`) just before seat 0's `nth` action of `type`; wait until
 *  seat 0 is to decide, its notices dismissed. */
async function openBefore(page, game, seed, type, nth = 0) {
  await importAndOpen(page, h.url, `${game}-${type}.json`, saveBefore(game, seed, type, nth));
  const play = new CcgPlay(page, h.url);
  await page.locator('[data-testid=ccg][data-to-act="0"][data-viewer="0"]').waitFor();
  await play.actions().first().waitFor({ state: 'attached' });
  // The import's notice would lie over the top of the screen: a player dismisses it.
  for (const b of await page.locator('.toast [aria-label=Dismiss]').all()) await b.click();
  await page.locator('.toast').waitFor({ state: 'detached' });
  return play;
}

// [game, seed, the action seat 0 is about to take, which one of its kind, what it is, whether
// every choice fits the panel at once]. The Basic assignment (two Bonds, each Main Plot with its
// totals and verdict) and the two Licence to Kill positions (33 buttons; four attacks with their
// odds) offer more than the panel shows at once: it scrolls inside itself, the one part of the
// screen besides the seats that does, and stays in sight whole.
const POSITIONS = [
  ['ccg', 16, 'lay_plot', 0, 'Basic set-up round', true],
  ['ccg', 16, 'assign', 0, 'Basic On Assignment', false],
  ['ccg', 16, 'discard', 0, 'Basic Discard', true],
  ['ccg-ltk', 4, 'assign', 0, 'Licence to Kill On Assignment', false],
  ['ccg-ltk', 4, 'henchman_attack', 1, 'Licence to Kill Henchman Attack', false],
];

/** The panel's box runs past the screen by this much (px); 0 when it is whole in sight. */
async function panelOut(page) {
  return page.locator('.ccg-controls-area').evaluate((e) => {
    const r = e.getBoundingClientRect();
    return Math.max(0, -r.top, -r.left, r.bottom - window.innerHeight, r.right - window.innerWidth);
  });
}

for (const [size, name] of [
  [LAPTOP, 'laptop 1366×768'],
  [TABLET, 'tablet 768×1024'],
]) {
  test(`${name}: the hand and the choices in sight, the table readable`, async () => {
    const { context, page } = await h.page(size);
    for (const [game, seed, type, nth, what, fits] of POSITIONS) {
      const play = await openBefore(page, game, seed, type, nth);
      const hand = await play.hand();
      assert.ok(hand.length >= 1, `${what}: a hand to see`);
      assert.deepEqual(await handOutOfSight(page), [], `${what}: hand cards out of sight`);
      const buttons = await page.locator('.ccg-controls-area button').count();
      assert.ok(buttons >= 1, `${what}: choices to see`);
      assert.equal(await panelOut(page), 0, `${what}: the choices panel runs off the screen`);
      if (!fits) {
        // The prompt and the first choice in sight; the rest a scroll of the panel away.
        await page.locator('.ccg-controls-area button').first().evaluate((b) => b.setAttribute('data-first', ''));
      }
      const shown = fits ? '.ccg-controls-area button' : '.ccg-controls-area [data-first], .ccg-controls-area [data-testid=prompt]';
      assert.deepEqual(await hiddenChoices(page, shown), [], `${what}: choices out of sight`);
      // Nothing of the page was scrolled to bring them there, and the table keeps inside its
      // box (the seats scroll inside it when they are many).
      assert.deepEqual(await page.evaluate(() => [window.scrollX, window.scrollY]), [0, 0]);
      assert.ok((await overflow(page)).table <= 1, `${what}: the table fits its box`);
      if (size === TABLET) {
        const text = await smallestCardText(page, '.ccg-table, .ccg-hand');
        assert.ok(Number.isFinite(text.px), `${what}: cards on the table`);
        assert.ok(text.px >= 12, `${what}: the smallest card text is ${text.px.toFixed(1)} px: ${text.what}`);
        console.log(`# ${name} ${what}: smallest card text ${text.px.toFixed(1)} px`);
      }
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test('an empty zone is one line; the other seat opens in place by tap and by key', async () => {
  const { context, page } = await h.page(TABLET);
  // The set-up round: nothing on anyone's table yet.
  const play = await openBefore(page, 'ccg', 16, 'lay_plot');
  const near = page.locator('[data-testid=ccg-seat][data-near=true]');
  for (const sel of ['.ccg-zone', '.ccg-agency-wrap']) {
    const zone = near.locator(sel);
    assert.match((await zone.getAttribute('class')) ?? '', /is-empty/, sel);
    const box = await zone.boundingBox();
    assert.ok(box.height <= 32, `${sel} takes ${box.height} px`);
  }
  // Both empty zones share one line.
  const [z, a] = [await near.locator('.ccg-zone').boundingBox(), await near.locator('.ccg-agency-wrap').boundingBox()];
  assert.ok(Math.abs(z.y - a.y) < 4, `zone at ${z.y}, agency at ${a.y}`);

  // On Assignment: the other seat's Main Plots are what a Bond is sent against, so its table
  // is open; the strip's button closes it and opens it again.
  await openBefore(page, 'ccg', 16, 'assign');
  const other = page.locator('[data-testid=ccg-seat][data-near=false]');
  const open = other.getByTestId('seat-open');
  const areas = other.locator('.other-areas');
  assert.equal(await open.getAttribute('aria-expanded'), 'true');
  assert.ok(await areas.isVisible());
  assert.ok((await other.locator('[data-testid=main-plot]').count()) >= 1);
  await open.tap();
  assert.equal(await open.getAttribute('aria-expanded'), 'false');
  assert.equal(await areas.isVisible(), false);
  // Closed, the strip still says what lies there.
  assert.match(await open.textContent(), /\d+ Main Plots? · (\d+ in the Agency|no one in the Agency)/);
  await open.tap();
  assert.ok(await areas.isVisible());

  // Discard: nothing on the other seat to choose, so it is a strip; Enter opens it.
  await openBefore(page, 'ccg', 16, 'discard');
  assert.equal(await open.getAttribute('aria-expanded'), 'false');
  assert.equal(await areas.isVisible(), false);
  await open.focus();
  await page.keyboard.press('Enter');
  assert.equal(await open.getAttribute('aria-expanded'), 'true');
  assert.ok(await areas.isVisible());
  assert.equal(await play.prompt().count(), 1);
  assert.deepEqual(page.errors, []);
  await context.close();
});
