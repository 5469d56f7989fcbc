// The card game's hot-seat setting "skip players who cannot answer a response window":
// off by default on both rule sets' new-game screens; on, it reaches the game's saved
// setup, and in a two-person hot-seat game a response window never stops for a player whose
// only choice would be to pass: that player's pass is in the log without anyone pressing it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { recordGame, saveAround } from '../lib/records.mjs';
import { importAndOpen, NewGamePage } from '../pages/app.mjs';
import { CcgPlay, loggedPasses, savedSetup, seeded, skipUnableBox } from '../pages/ccg.mjs';

const h = harness();
/** Decisions played in the hot-seat game (a fixed deal and fixed choices). */
const DECISIONS = 50;

test('the setting is off by default in both rule sets and, ticked, reaches the saved game', async () => {
  const { context, page } = await h.page({ width: 1024, height: 768 });
  const ng = new NewGamePage(page, h.url);
  await ng.open('ccg-ltk');
  assert.equal(await skipUnableBox(page).isChecked(), false);
  await ng.open('ccg');
  const box = skipUnableBox(page);
  assert.equal(await box.isChecked(), false);
  // Worded for a player, saying what it costs.
  const label = await page.locator('label', { has: box }).textContent();
  assert.match(label, /skip players who cannot answer/);
  assert.match(label, /shows who holds no Intrigue card/);
  await box.check();
  assert.equal(await box.isChecked(), true);
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { name: 'Bob', by: 'human' });
  const id = await ng.start();
  assert.equal((await savedSetup(page, id)).skip_unable, true);

  // Left unticked, a game is saved as before the setting existed.
  await ng.open('ccg');
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { name: 'Bob', by: 'human' });
  const plain = await ng.start();
  assert.notEqual(plain, id);
  assert.equal((await savedSetup(page, plain)).skip_unable, undefined);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('hot-seat for two with the setting on: no window waits on a player who can only pass', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  // A game with a fixed deal: the runner's record of its first action (a Plot laid in the
  // set-up round, before any response window), the setting switched on.
  const { record } = recordGame({ game: 'ccg', seed: 21, seats: ['random', 'random'], maxActions: 1 });
  assert.equal(record.actions.length, 1);
  record.setup.skip_unable = true;
  const save = saveAround(record, {
    id: 'ccg-skip',
    name: 'Skipping hot-seat',
    seats: [
      { name: 'Ann', controller: { kind: 'human' } },
      { name: 'Bob', controller: { kind: 'human' } },
    ],
  });
  const id = await importAndOpen(page, h.url, 'ccg-skip.json', save);
  assert.equal((await savedSetup(page, id)).skip_unable, true);
  const play = new CcgPlay(page, h.url);
  const rand = seeded(5);
  let decisions = 0;
  let windowDecisions = 0;
  let pressedPass = 0;
  for (let i = 0; i < DECISIONS; i++) {
    if (await play.waitForDecision()) break;
    if (await play.curtain().count()) {
      await play.curtain().getByRole('button').click();
      await play.root().waitFor();
      continue;
    }
    const st = await play.state();
    assert.equal(st.toAct, st.viewer);
    if (st.window !== '') {
      // Asked in a window: there is something to play besides Pass.
      windowDecisions += 1;
      assert.ok(Number(st.choices) > 1, `asked with nothing but Pass in a window (${st.window}; decision ${decisions})`);
      assert.ok((await play.actions().count()) > (await play.actions('pass').count()));
    }
    const kind = await play.playOne(rand);
    if (kind === 'pass') pressedPass += 1;
    decisions += 1;
  }
  await play.waitForDecision();
  if (await play.curtain().count()) {
    await play.curtain().getByRole('button').click();
    await play.root().waitFor();
  }
  const logged = await loggedPasses(page);
  console.log(`# skip hot-seat: ${decisions} decisions, ${windowDecisions} in windows, ${pressedPass} passes pressed, ${logged} logged`);
  // Windows opened and players were passed over without a press.
  assert.ok(logged > pressedPass, `${logged} passes logged, ${pressedPass} pressed`);
  assert.deepEqual(page.errors, []);
  await context.close();
});
