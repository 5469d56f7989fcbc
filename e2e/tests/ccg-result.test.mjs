// The card game, both rule sets, played to a result through the UI, from games made by `qbranch record` and
// cut just before their last decisions: hot-seat for two people (the winning On Assignment
// sent through the composer, then both answer the response window, each behind the curtain),
// and one person against two computers (the Plots that reach the goal laid from the hand).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { qbranch, qbranchLines, recordGame, saveAround } from '../lib/records.mjs';
import { importAndOpen } from '../pages/app.mjs';
import { CcgPlay } from '../pages/ccg.mjs';

const h = harness();

/** A game recorded by the runner (`seats` of one controller), and the same record without
 *  its last `cutFromEnd` actions (a record is its set-up, seed and actions: a prefix of the
 *  actions is the same game stopped earlier). */
function recorded(game, seed, players, cutFromEnd, controller = 'ai:easy') {
  const seats = Array(players).fill(controller);
  const { record: full, path } = recordGame({ game, seed, seats });
  const cut = full.actions.length - cutFromEnd;
  const record = { ...full, actions: full.actions.slice(0, cut) };
  return { full, path, record, rest: full.actions.slice(cut) };
}

/** The events of a whole recorded game, as the runner's replay prints them. */
const events = (path) => qbranchLines('replay', path);

const literally = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('hot-seat for two to a result: the last assignment through the composer, both answer behind the curtain', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const { record, rest } = recorded('ccg', 81, 2, 3);
  // What is left to play: Ann sends a Bond with a companion; both pass; the game is won.
  assert.deepEqual(rest.map((a) => [a.seat, a.action.type]), [[0, 'assign'], [0, 'pass'], [1, 'pass']]);
  const send = rest[0].action;
  const save = saveAround(record, {
    id: 'ccg-hotseat-end',
    name: 'Hot-seat ending',
    seats: [
      { name: 'Ann', controller: { kind: 'human' } },
      { name: 'Bob', controller: { kind: 'human' } },
    ],
  });
  await importAndOpen(page, h.url, 'hotseat.json', save);
  const play = new CcgPlay(page, h.url);
  const curtain = async (who) => {
    await page.locator('.curtain').waitFor();
    assert.match(await play.curtain().textContent(), new RegExp(`Pass to ${who}`));
    await play.curtain().getByRole('button').click();
    await play.root().waitFor();
  };
  await curtain('Ann');
  await play.actions('assign').first().waitFor();
  // Who goes, who goes along, then the Main Plot: by the cards' own numbers on the buttons.
  await page.locator(`[data-testid=pick-agent][data-uid="${send.agent}"]`).click();
  await page.locator(`[data-testid=pick-companion][data-uid="${send.companion}"]`).click();
  const button = page.locator(`[data-testid=ccg-action][data-kind=assign][data-target="${send.plot}"]`);
  assert.equal(await button.count(), 1);
  const line = await button.locator('xpath=..').getByTestId('ccg-check').textContent();
  assert.match(line, /✔/);
  await play.act(button);
  // The response window: Ann first, then Bob behind the curtain.
  await play.actions('pass').first().waitFor();
  assert.equal((await play.state()).window, 'assignment');
  await play.act(play.actions('pass').first());
  await curtain('Bob');
  await play.act(play.actions('pass').first());
  await play.gameOver().waitFor();
  assert.match(await page.locator('.game-over-title').textContent(), /Ann won/);
  const scores = await page.getByTestId('score').evaluateAll((s) => s.map((e) => Number(e.dataset.score)));
  const goal = Number(await page.getByTestId('goal').getAttribute('data-goal'));
  assert.ok(scores[0] >= goal, `Ann's ${scores[0]} reaches the goal ${goal}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('one person against two computers to a result: the Plots that reach the goal laid from the hand', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const { path, record, rest } = recorded('ccg', 19, 3, 2);
  assert.deepEqual(rest.map((a) => [a.seat, a.action.type]), [[2, 'advance_plot'], [2, 'subplot']]);
  // The cards those two actions lay, by name, from the runner's replay of the whole game.
  const names = new Map(qbranch('content', '--game', 'ccg').cards.map((c) => [c.id, c.name]));
  const placed = events(path)
    .filter((e) => e.type === 'plot_placed' && e.step >= record.actions.length)
    .map((e) => names.get(e.card));
  assert.equal(placed.length, 2);
  const save = saveAround(record, {
    id: 'ccg-three-end',
    name: 'Three-player ending',
    seats: [
      { name: 'Computer One', controller: { kind: 'computer', level: 'easy' } },
      { name: 'Computer Two', controller: { kind: 'computer', level: 'easy' } },
      { name: 'Cleo', controller: { kind: 'human' } },
    ],
  });
  await importAndOpen(page, h.url, 'three.json', save);
  const play = new CcgPlay(page, h.url);
  await play.root().waitFor();
  assert.equal((await play.state()).viewer, '2');
  await play.act(play.actions('plot').filter({ hasText: new RegExp(`^Advance the Plot with ${literally(placed[0])}$`) }).first());
  // (The recorded game attaches it to an older Main Plot; its points count wherever it goes.)
  await play.act(play.actions('plot').filter({ hasText: new RegExp(`^Attach ${literally(placed[1])} to `) }).first());
  await play.gameOver().waitFor();
  assert.match(await page.locator('.game-over-title').textContent(), /Cleo won/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Licence to Kill to a result: hot-seat for two, and one person against two computers', async () => {
  // Hot-seat: Bob and Ann answer a response window, each behind the curtain; then Bob ends
  // his turn, and the game. (Records of random players: quick to make, and only the last few
  // actions are played here.)
  {
    const { context, page } = await h.page({ width: 768, height: 1024 });
    const { record, rest } = recorded('ccg-ltk', 32, 2, 3, 'random');
    assert.deepEqual(rest.map((a) => [a.seat, a.action.type]), [[1, 'pass'], [0, 'pass'], [1, 'done']]);
    const save = saveAround(record, {
      id: 'ltk-hotseat-end',
      name: 'Licence to Kill hot-seat ending',
      seats: [
        { name: 'Ann', controller: { kind: 'human' } },
        { name: 'Bob', controller: { kind: 'human' } },
      ],
    });
    await importAndOpen(page, h.url, 'ltk-hotseat.json', save);
    const play = new CcgPlay(page, h.url);
    for (const [who, kind] of [['Bob', 'pass'], ['Ann', 'pass'], ['Bob', 'done']]) {
      if (who) {
        await page.locator('.curtain').waitFor();
        assert.match(await play.curtain().textContent(), new RegExp(`Pass to ${who}`));
        await play.curtain().getByRole('button').click();
        await play.root().waitFor();
      }
      await play.actions(kind).first().waitFor();
      await play.act(play.actions(kind).first());
    }
    await play.gameOver().waitFor();
    assert.match(await page.locator('.game-over-title').textContent(), /Game over: (Ann won|Bob won|a draw)\./);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
  // One person against two computers: both computers have passed in a response window; Cleo's
  // answer closes it, and the game ends.
  {
    const { context, page } = await h.page({ width: 1366, height: 768 });
    const { record, rest } = recorded('ccg-ltk', 12, 3, 1);
    assert.deepEqual(rest.map((a) => [a.seat, a.action.type]), [[0, 'pass']]);
    const save = saveAround(record, {
      id: 'ltk-three-end',
      name: 'Licence to Kill, three players',
      seats: [
        { name: 'Cleo', controller: { kind: 'human' } },
        { name: 'Computer One', controller: { kind: 'computer', level: 'easy' } },
        { name: 'Computer Two', controller: { kind: 'computer', level: 'easy' } },
      ],
    });
    await importAndOpen(page, h.url, 'ltk-three.json', save);
    const play = new CcgPlay(page, h.url);
    await play.actions('pass').first().waitFor();
    assert.equal((await play.state()).viewer, '0');
    assert.notEqual((await play.state()).window, '');
    await play.act(play.actions('pass').first());
    await play.gameOver().waitFor();
    assert.match(await page.locator('.game-over-title').textContent(), /Game over: Computer Two won\./);
    // The scoreboard says how the goal was reached: only an overcome wins in this variant.
    assert.equal(
      await page.getByTestId('goal').textContent(),
      'Goal 60 Plot Points, by overcoming: Computer Two reached it by overcoming a Plot',
    );
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});
