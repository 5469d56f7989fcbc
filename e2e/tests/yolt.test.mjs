// You Only Live Twice through the UI: a handful of real decisions for each side against the
// computer (tapping the highlighted spaces, pressing the action buttons, the keyboard), a reload
// in the middle; a whole game made by `qbranch record`, imported: its result on the board and
// sheets and its replay; and the rules page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { recordGame } from '../lib/records.mjs';
import { hiddenChoices, importAndOpen, smallControls } from '../pages/app.mjs';
import { playOn, startAgainstComputer } from '../pages/chase.mjs';
import { YoltPlay, seeded } from '../pages/yolt.mjs';

const h = harness();

/** Start with `human` ('bond' or 'enemy') against the computer at easy. */
const start = (page, human) => startAgainstComputer(h, page, 'yolt', YoltPlay, human);

/** The board and sheets agree with the announced result. */
async function checkResult(play) {
  const over = await play.gameOver().textContent();
  const m = over.match(/Game over: (Bond won|Enemy won|a draw)/);
  assert.ok(m, over);
  const prompt = await play.prompt().textContent();
  const pieces = (await play.pieces()).map((p) => p.id);
  if (m[1] === 'Bond won') {
    assert.match(prompt, /^Bond wins/);
    assert.deepEqual(pieces, ['bond']);
    for (const e of ['enemy-a', 'enemy-b', 'enemy-c', 'enemy-d']) {
      assert.match(await play.page.getByTestId(`sheet-${e}`).getAttribute('class'), /crashed/);
    }
  } else if (m[1] === 'Enemy won') {
    assert.match(prompt, /^The Enemy wins/);
    assert.ok(!pieces.includes('bond'));
    const bond = await play.hits('bond');
    assert.ok(bond.total > 0);
    assert.equal(bond.checked, bond.total, 'every hit box of Little Nellie is checked');
  } else {
    assert.match(prompt, /^A tie/);
  }
  // Nothing is left to tap or press.
  assert.equal(await play.taps().count(), 0);
  assert.equal(await play.actions().count(), 0);
  return m[1];
}

test('human Bond against the computer: facing, roll, a step by keyboard, odds, a reload', async () => {
  const { context, page } = await h.page();
  const { id, play } = await start(page, 'bond');
  const rand = seeded(7);

  // The Enemy points its four helicopters, then Bond chooses his facing on the board.
  await play.waitForDecision();
  assert.match(await play.prompt().textContent(), /^Point Bond/);
  assert.ok((await play.taps().count()) >= 2);
  assert.equal(await play.actions('face').count(), await play.taps().count());
  assert.deepEqual((await play.pieces()).map((p) => p.id).sort(), [
    'bond',
    'enemy-a',
    'enemy-b',
    'enemy-c',
    'enemy-d',
  ]);
  await play.act(play.taps().first());

  // Bond rolls: the odds of every total are on the button; the crater shows the number.
  const roll = play.actions('roll');
  await roll.waitFor();
  assert.match(await roll.textContent(), /7\s*17\s*%/);
  await play.act(roll);
  const rolled = Number(await play.craterNumber().textContent());
  assert.ok(rolled >= 2 && rolled <= 12);
  const last = await page.locator('.log-line').first().textContent();
  assert.match(last, /Bond rolls \d\+\d=\d+ for Movement: must fly \d+ spaces?/);
  assert.equal(await page.locator('.dice .die').count(), 2);
  // One step, taken with the keyboard: the crater counts down and the focus stays on the
  // board (the next highlighted space, or a button) for the next step. Each highlighted
  // space is a touch target of at least 44 px.
  if (await play.taps().count()) {
    const tap = play.taps().first();
    assert.match(await tap.getAttribute('aria-label'), /^Fly to space \d+/);
    const hit = await tap.locator('.tap-hit').boundingBox();
    assert.ok(hit.width >= 44 && hit.height >= 44, `hit circle ${hit.width}x${hit.height}`);
    const n = await play.actionCount();
    await tap.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => Number(document.querySelector('.log-line .log-step')?.textContent) > k, n);
    if (await play.craterNumber().count()) {
      assert.equal(Number(await play.craterNumber().textContent()), rolled - 1);
      // ...never by default on a button that rolls dice or ends the move.
      await page.waitForFunction(() => {
        const a = document.activeElement;
        return a && (a.dataset.testid === 'tap' || a.dataset.testid === 'prompt' ||
          (a.dataset.testid === 'yolt-action' && !a.dataset.dice && !a.dataset.final));
      });
    }
  }
  // Every button shows its odds.
  for (const b of await play.actions().all()) {
    const g = await b.getAttribute('data-group');
    if (['manoeuvre', 'fire', 'force', 'dodge'].includes(g)) {
      assert.match(await b.textContent(), /\d+\s%/, await b.textContent());
    }
  }
  assert.deepEqual(await smallControls(page), []);

  // A few more decisions, then reload: the game continues where it was.
  await playOn(play, rand, {
    until: async () => (await play.actionCount()) >= 12,
  });
  const before = await play.actionCount();
  const board = await play.pieces();
  await play.reload();
  await play.root().waitFor();
  assert.equal(await play.actionCount(), before);
  assert.deepEqual(await play.pieces(), board);
  // And it goes on from there: one more decision through the UI.
  await play.setFast();
  if (!(await play.waitForDecision())) {
    const what = await play.playOne(rand);
    assert.ok(what, 'one more decision after the reload');
    assert.ok((await play.actionCount()) > before);
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a whole game made by `qbranch record`: the board and sheets agree with the result; the replay', async () => {
  const { context, page } = await h.page();
  const { text, record } = recordGame({ game: 'yolt', seed: 11, seats: ['ai:easy', 'ai:easy'] });
  const total = record.actions.length;
  await importAndOpen(page, h.url, 'yolt-record.json', text);
  const play = new YoltPlay(page, h.url);
  await play.gameOver().waitFor();
  const result = await checkResult(play);
  assert.equal(await play.actionCount(), total);
  console.log(`# imported YOLT game: ${result} after ${total} actions`);

  // The replay steps through the same game: at the start every piece is on the map again.
  const count = await play.checkReplay(total, () => play.pieces());
  await page.getByTestId('step-back').click();
  assert.equal(await count.textContent(), `${total - 1} / ${total}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('human Enemy against the computer on a tablet held upright: picks, facings, dodges', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const { play } = await start(page, 'enemy');
  const rand = seeded(11);

  // The Enemy points A to D by tapping highlighted spaces.
  await play.pointEnemy();
  // Computer Bond flies (the Enemy may have to dodge his rockets or missiles); then the Enemy
  // picks a helicopter by tapping it.
  await playOn(play, rand, {
    until: async () => /^Choose the helicopter/.test(await play.prompt().textContent()),
  });
  assert.match(await play.prompt().textContent(), /^Choose the helicopter/);
  assert.ok((await play.actions('select').count()) >= 1);
  const select = play.page.locator('[data-testid=tap].select');
  if (await select.count()) await play.act(select.first());
  else await play.act(play.actions('select').first());
  assert.match(await page.locator('.log-line').first().textContent(), /Enemy \w rolls \d\+\d=\d+ for Movement/);

  // A few more of the Enemy's decisions (flying, firing, dodging) through the UI.
  const done = await playOn(play, rand, { until: async () => (await play.actionCount()) >= 30 });
  assert.ok(Object.keys(done).length >= 1, JSON.stringify(done));
  assert.deepEqual(await smallControls(page), []);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the rules page: both Action Summaries, the reconstructed map and sheet, rulings', async () => {
  const { context, page } = await h.page();
  await page.goto(h.url + '#/rules/yolt');
  await page.locator('.yolt-rules').waitFor();
  const tables = page.locator('table.summary-table');
  assert.equal(await tables.count(), 2);
  // Bond's chart: Movement plus 18 rows as printed; the Enemy's: Movement plus 14 rows.
  assert.equal(await tables.nth(0).locator('tbody tr').count(), 19);
  assert.equal(await tables.nth(1).locator('tbody tr').count(), 15);
  // White and gray areas as printed: Bond's Quick Turn is white on 2–11, gray on 12.
  const qt = tables.nth(0).locator('tbody tr').nth(1);
  assert.equal(await qt.locator('td.dice-cell.white').count(), 10);
  assert.equal(await qt.locator('td.dice-cell.gray').count(), 1);
  assert.match(await qt.textContent(), /35 in 36/);
  assert.ok((await page.getByText('Reconstructed', { exact: true }).count()) >= 2);
  assert.equal(await page.locator('.rules-map [data-testid=board]').count(), 1);
  assert.ok((await page.locator('.rulings dt').count()) >= 10);
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const [width, height] of [[1366, 768], [768, 1024]]) {
  test(`a route flown in one tap and taken back with one Undo, every choice in sight (${width}×${height})`, async () => {
    const { context, page } = await h.page({ width, height });
    const { play } = await start(page, 'bond');
    await play.waitForDecision();
    await play.act(play.taps().first());
    await play.act(play.actions('roll'));
    // Each highlighted space shows how far its move goes; the routes' ends included.
    const counts = await play.taps().evaluateAll((els) => els.map((e) => e.querySelector('.tap-count')?.dataset.spaces));
    assert.ok(counts.every((c) => Number(c) >= 1), `counts ${counts}`);
    assert.deepEqual(await hiddenChoices(page, '[data-testid=yolt-action], [data-testid=tap]'), []);
    const left = async () => ((await play.craterNumber().count()) ? Number(await play.craterNumber().textContent()) : null);
    await play.routeInOneTapAndUndo(left);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
