// The play frame every game shares, at a laptop (1366×768, mouse) and an upright tablet
// (768×1024, touch): the page itself never scrolls, during play or a computer turn; "Fast
// computer moves", "Skip to my turn" and the last roll are in sight while the computer plays;
// and afterwards "While you were away" tells back what the computer did, line for line as the
// log has it, until the player dismisses it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { saveBeforeComputerTurn } from '../lib/records.mjs';
import { frameDuringComputerTurn, frameState, importAndOpen, RecapPanel } from '../pages/app.mjs';

const h = harness();

const GAMES = ['yolt', 'lald', 'race', 'ccg', 'ccg-ltk'];
/** The games whose computer has rolled dice by the cut. */
const DICE = new Set(['yolt', 'lald']);
const SIZES = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024, touch: true },
];

for (const size of SIZES) {
  for (const game of GAMES) {
    test(`${game} at ${size.width}x${size.height}: one screen tall, the turn's controls in sight, the computer's turn told back`, async () => {
      const { context, page } = await h.page(size);
      const { save, cut } = saveBeforeComputerTurn(game);
      await importAndOpen(page, h.url, `frame-${game}.json`, save);
      const play = page.getByTestId('play');

      // The computer's turn: the page does not scroll, and the pace, skip and the last roll
      // are in the viewport (the chase games have rolled by now; the others show a roll, when
      // there is one, in sight too).
      const during = await frameDuringComputerTurn(page);
      assert.ok(during.overflow <= 1, `${game}: the page scrolls by ${during.overflow} px during the computer's turn`);
      assert.equal(during.fast, true, `${game}: "Fast computer moves" in sight`);
      assert.equal(during.skip, true, `${game}: "Skip to my turn" in sight`);
      if (DICE.has(game)) assert.equal(during.roll, true, `${game}: the last roll in sight`);
      else assert.notEqual(during.roll, false, `${game}: a roll shown is in sight`);
      // Skipped: the rest of the turn is played at once, and still told back whole. (The turn
      // may have ended since: the button is pressed if it is still there.)
      await page.evaluate(() => document.querySelector('[data-testid=skip]')?.click());

      const recap = new RecapPanel(page);
      const shown = await recap.waitShown();
      const steps = Number(await play.getAttribute('data-steps'));
      assert.equal(shown.first, cut + 1, `${game}: the recap starts at the computer's first action`);
      assert.equal(shown.last, steps, `${game}: the recap runs to the latest action`);
      assert.equal(shown.steps, steps - cut);
      const { short, full } = await recap.texts();
      assert.ok(short.length >= 1 && short.length <= 6, `${game}: a short account (${short.length} lines)`);
      const logged = await recap.logLines(shown.first, shown.last);
      assert.ok(logged.length >= 1, `${game}: the computer's turn is in the log`);
      assert.deepEqual(full.slice(-logged.length), logged, `${game}: the recap's full lines are the log's`);
      assert.ok(
        short.every((l) => full.includes(l) || / from .* to /.test(l)),
        `${game}: each line of the account is a log line or a route joined from them: ${short.join(' | ')}`,
      );
      const after = await frameState(page);
      assert.ok(after.overflow <= 1, `${game}: the page scrolls by ${after.overflow} px with the recap up`);

      // Put away, it stays away until the next stretch.
      await recap.dismiss();
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
}

test('upright tablet: the players and the log open over the board and close back to their button', async () => {
  const { context, page } = await h.page(SIZES[1]);
  const { save } = saveBeforeComputerTurn('yolt');
  await importAndOpen(page, h.url, 'frame-drawer.json', save);
  const toggle = page.getByTestId('drawer-toggle');
  const drawer = page.getByTestId('side-drawer');
  assert.equal(await drawer.isVisible(), false, 'folded away at first');
  await toggle.click();
  await page.locator('[data-testid=drawer-toggle][aria-expanded=true]').waitFor();
  assert.equal(await drawer.isVisible(), true);
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === 'drawer-close');
  assert.ok(await page.locator('.seats-list').isVisible(), 'the players are in the drawer');
  const frame = await frameState(page);
  assert.ok(frame.overflow <= 1, `the page scrolls by ${frame.overflow} px with the drawer open`);
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=drawer-toggle][aria-expanded=false]').waitFor();
  assert.equal(await drawer.isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.testid), 'drawer-toggle');
  await context.close();
});
