// Hot-seat card game: a person answering a response window in another's turn may pass until
// their own turn; the pass is played at once, the screen goes back behind the curtain to the
// person whose turn it is, and no hand of the other is in the page meanwhile.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { recordGame, saveAround } from '../lib/records.mjs';
import { importAndOpen } from '../pages/app.mjs';
import { CcgPlay } from '../pages/ccg.mjs';

const h = harness();

/** A two-person game of the runner's, cut just after seat 0 sends a Bond On Assignment. */
function windowOpen(game, seed) {
  const { record } = recordGame({ game, seed, seats: ['ai:easy', 'ai:easy'] });
  const i = record.actions.findIndex((a) => a.seat === 0 && a.action.type === 'assign');
  assert.ok(i >= 0, `${game} seed ${seed}: seat 0 sends a Bond`);
  return saveAround(
    { ...record, actions: record.actions.slice(0, i + 1) },
    {
      id: `pass-ahead-${game}-${seed}`,
      name: 'Pass ahead',
      seats: [
        { name: 'Ann', controller: { kind: 'human' } },
        { name: 'Bob', controller: { kind: 'human' } },
      ],
    },
  );
}

test('hot-seat: "Pass until my turn" passes at once and hands the screen back', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024, touch: true });
  await importAndOpen(page, h.url, 'window.json', windowOpen('ccg', 7));
  const play = new CcgPlay(page, h.url);
  // Ann sent the Bond: she answers first, behind her curtain.
  await play.curtain().waitFor();
  assert.match(await play.curtain().textContent(), /Pass to Ann/);
  await play.passCurtain();
  assert.equal((await play.state()).window, 'assignment');
  await play.act(play.actions('pass'));
  // Bob answers: his curtain, then his window with the totals Ann saw.
  assert.match(await play.curtain().textContent(), /Pass to Bob/);
  await play.passCurtain();
  assert.equal((await play.state()).viewer, '1');
  assert.match(await page.getByTestId('window-check').textContent(), /^(PV|CV|[A-Z][a-z]+) -?\d+ \/ \d+ [✔✘]/);
  const steps = await play.steps();
  await page.getByTestId('pass-until-turn').click();
  // Bob's pass is played, and the screen goes back to Ann behind her curtain.
  await play.curtain().waitFor();
  assert.match(await play.curtain().textContent(), /Pass to Ann/);
  assert.equal(await page.locator('[data-testid=hand-card]').count(), 0, 'no hand behind the curtain');
  await play.passCurtain();
  assert.equal((await play.state()).viewer, '0');
  assert.equal(await play.steps(), steps + 1, "Bob's pass, played for him");
  assert.deepEqual(page.errors, []);
  await context.close();
});
