// Live and Let Die through the UI: real decisions for each side against the computer (the
// highlighted spaces, the action buttons with their odds, the keyboard), a reload in the
// middle; a game made by `qbranch record`, imported, finished by the computer players, and
// its replay; hot-seat for two behind the curtain, the other hand never in the page; the
// rules page with both reconstructed summaries and the 32 cards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { qbranch, recordGame, saveAround } from '../lib/records.mjs';
import { hiddenChoices, importAndOpen, NewGamePage, smallControls } from '../pages/app.mjs';
import { playOn, startAgainstComputer } from '../pages/chase.mjs';
import { LaldPlay, seeded } from '../pages/lald.mjs';

const h = harness();

/** Start with `human` ('bond' or 'enemy') against the computer at easy. */
const start = (page, human) => startAgainstComputer(h, page, 'lald', LaldPlay, human);

/** The End space's id, from the engine's own content (`qbranch content`). */
function endSpace() {
  const c = qbranch('content', '--game', 'lald');
  const spaces = (c.map ?? c.content?.map).spaces;
  const i = spaces.findIndex((s) => s.label === 'End');
  assert.ok(i >= 0, 'the content names an End space');
  return String(spaces[i].id ?? i);
}

test('human Bond against the computer: facing, roll, a step by keyboard, odds, hand, a reload', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const { play } = await start(page, 'bond');
  const rand = seeded(5);

  // The Enemy points its four boats, then Bond chooses his facing on the board.
  await play.waitForDecision();
  assert.match(await play.prompt().textContent(), /^Point Bond/);
  assert.ok((await play.taps().count()) >= 1);
  assert.equal(await play.actions('face').count(), await play.taps().count());
  assert.deepEqual((await play.boats()).map((b) => b.id).sort(), ['bond', 'enemy-a', 'enemy-b', 'enemy-c', 'enemy-d']);
  // Bond's four cards face up; the Enemy's only as four backs; the deck holds the rest.
  const hand = await play.hand();
  assert.equal(hand.length, 4);
  for (const c of hand) assert.match(c.label, /card/);
  const other = page.getByTestId('other-hand');
  assert.equal(await other.count(), 1);
  assert.equal(await other.getAttribute('data-count'), '4');
  assert.equal(await other.locator('.lald-card.back').count(), 4);
  assert.equal(await page.getByTestId('deck').getAttribute('data-count'), '24');
  await play.act(play.taps().first());

  // Bond rolls: the chance of every movement is on the button; the number square shows it.
  const roll = play.actions('roll');
  await roll.waitFor();
  assert.match(await roll.textContent(), /Spaces · chance/);
  await play.act(roll);
  const square = play.numberSquare();
  await square.waitFor();
  const rolled = Number(await square.getAttribute('data-roll'));
  assert.ok(rolled >= 1 && rolled <= 14, `rolled ${rolled}`);
  assert.match(await page.locator('.log-line').first().textContent(), /Bond rolls \d\+\d=\d+ for Movement/);
  assert.equal(await page.locator('.dice .die').count(), 2);
  // After the roll the keyboard's focus is on the first highlighted space (once the page has
  // it); one step taken with Enter counts the square down. Each tap target is ≥ 44 px.
  assert.ok((await play.taps().count()) >= 1, 'a highlighted space after the roll');
  const tap = play.taps().first();
  assert.match(await tap.getAttribute('aria-label'), /^Go (along the canal )?to space \d+/);
  const hit = await tap.locator('.tap-hit').boundingBox();
  assert.ok(hit.width >= 44 && hit.height >= 44, `hit circle ${hit.width}x${hit.height}`);
  const n = await play.actionCount();
  await tap.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((k) => Number(document.querySelector('.log-line .log-step')?.textContent) > k, n);
  // Bond's first move of at least 5 spaces is still under way after one step.
  assert.equal(await square.count(), 1);
  assert.equal(Number(await square.getAttribute('data-remaining')), rolled - 1);
  // The focus rests on a highlighted space, a safe button or the prompt — never on a roll
  // or a move that cannot be taken back.
  await page.waitForFunction(() => {
    const a = document.activeElement;
    return a && (a.dataset.testid === 'tap' || a.dataset.testid === 'prompt' ||
      (a.dataset.testid === 'lald-action' && !a.dataset.dice && !a.dataset.final));
  });
  // Arrow keys go round the highlighted spaces (with one, the focus stays on it).
  const taps = await play.taps().count();
  assert.ok(taps >= 1, 'a highlighted space to go on to');
  await play.taps().first().focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(
    await page.evaluate(() => document.activeElement.dataset.space),
    await play.taps().nth(1 % taps).getAttribute('data-space'),
  );
  // Every dice button shows its odds.
  for (const b of await play.actions().all()) {
    if (await b.getAttribute('data-dice')) assert.match(await b.textContent(), /\d+\s%/, await b.textContent());
  }
  assert.equal(await play.bondHits(), 0);
  assert.deepEqual(await smallControls(page), []);

  // More decisions, then reload: the game continues where it was.
  await playOn(play, rand, { until: async () => (await play.actionCount()) >= 25, limit: 80 });
  const before = await play.actionCount();
  const boats = await play.boats();
  const handBefore = await play.hand();
  await play.reload();
  await play.root().waitFor();
  // The restored log is on screen, then the hand (which may be empty: no card to wait for).
  await page.waitForFunction(
    (n) => Number(document.querySelector('.log-line .log-step')?.textContent ?? 0) === n,
    before,
  );
  if (handBefore.length) await page.getByTestId('hand-card').first().waitFor();
  assert.equal(await play.actionCount(), before);
  assert.deepEqual(await play.boats(), boats);
  assert.deepEqual(await play.hand(), handBefore);
  await play.setFast();
  assert.equal(await play.waitForDecision(), false, 'the game goes on after the reload');
  assert.ok(await play.playOne(rand));
  assert.ok((await play.actionCount()) > before);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('human Enemy against the computer on a tablet held upright: facings, a pick, moves', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const { play } = await start(page, 'enemy');
  const rand = seeded(11);
  await play.pointEnemy();
  // The computer's Bond moves; then the Enemy picks a boat (tap it, or its button).
  await playOn(play, rand, { until: async () => /^Choose the boat/.test(await play.prompt().textContent()), limit: 80 });
  assert.match(await play.prompt().textContent(), /^Choose the boat/);
  const picks = await play.actions('select').count();
  assert.ok(picks >= 1 && picks <= 4);
  // The shared Enemy movement chances are shown once, above the boats.
  assert.match(await page.locator('.group-odds').textContent(), /Enemy movement roll/);
  const select = page.locator('[data-testid=tap].select');
  await play.act((await select.count()) ? select.first() : play.actions('select').first());
  assert.match(await page.locator('.log-line').first().textContent(), /Enemy [A-D] rolls \d\+\d=\d+ for Movement/);
  await play.numberSquare().waitFor();
  // The Enemy's boats are listed with where they are.
  assert.equal(await page.getByTestId('enemy-boat').count(), 4);
  const done = await playOn(play, rand, { until: async () => (await play.actionCount()) >= 30, limit: 80 });
  assert.ok(Object.keys(done).length >= 1, JSON.stringify(done));
  assert.deepEqual(await smallControls(page), []);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a game made by `qbranch record`, finished by the computer, its result and its replay', async () => {
  const { context, page } = await h.page({ width: 1024, height: 768 });
  const seats = ['ai:easy', 'ai:easy'];
  const full = recordGame({ game: 'lald', seed: 11, seats }).record.actions.length;
  const cut = full - 8;
  const { record } = recordGame({ game: 'lald', seed: 11, seats, maxActions: cut });
  assert.equal(record.actions.length, cut);
  const save = saveAround(record, {
    id: 'lald-unfinished',
    name: 'Unfinished Live and Let Die',
    seats: [
      { name: 'Computer Bond', controller: { kind: 'computer', level: 'easy' } },
      { name: 'Computer Enemy', controller: { kind: 'computer', level: 'easy' } },
    ],
  });
  await importAndOpen(page, h.url, 'lald-unfinished.json', save);
  const play = new LaldPlay(page, h.url);
  await play.root().waitFor();
  assert.ok((await play.actionCount()) >= cut);
  await play.setFast();
  await play.gameOver().waitFor({ timeout: 120000 });
  const total = await play.actionCount();
  assert.ok(total > cut, 'the computer played on');
  const over = await play.gameOver().textContent();
  const prompt = await play.prompt().textContent();
  const bond = (await play.boats()).find((b) => b.id === 'bond');
  if (/Bond won/.test(over)) {
    assert.match(prompt, /^Bond wins/);
    assert.equal(bond.space, endSpace(), 'Bond is on End');
  } else {
    assert.match(over, /Enemy won/);
    assert.match(prompt, /^The Enemy wins/);
    assert.equal(await play.bondHits(), 3);
  }
  assert.equal(await play.taps().count(), 0);
  assert.equal(await play.actions().count(), 0);
  console.log(`# imported Live and Let Die game: ${over.trim()} after ${total} actions (${cut} recorded)`);

  // The replay steps through the same game; it shows no hand face up.
  await play.checkReplay(total, () => play.boats());
  assert.equal(await page.getByTestId('hand-card').count(), 0, 'no hand face up in a replay');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('hot-seat for two: a curtain between the sides, the other hand never in the page', async () => {
  const { context, page } = await h.page({ width: 1024, height: 768 });
  const ng = new NewGamePage(page, h.url);
  await ng.open('lald');
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { name: 'Bob', by: 'human' });
  await ng.start();
  const play = new LaldPlay(page, h.url);
  const rand = seeded(3);
  const seen = [null, null];
  let curtains = 0;
  let compared = 0;
  // Enemy's facings, Bond's facing and turn, the Enemy's turn: three curtains.
  while (curtains < 3) {
    await page.waitForFunction(() => document.querySelector('.curtain, .game-over'));
    assert.equal(await play.gameOver().count(), 0);
    // Curtain down: nothing of the game is in the page, least of all a hand.
    assert.equal(await play.root().count(), 0);
    assert.equal(await page.getByTestId('hand-card').count(), 0);
    const name = (await play.curtain().textContent()).match(/Pass to (Ann|Bob)/)[1];
    curtains += 1;
    await play.curtain().getByRole('button').click();
    await play.root().waitFor();
    await play.waitForDecision();
    const me = name === 'Ann' ? 0 : 1;
    const hand = await play.hand();
    assert.equal(hand.length, 4);
    assert.equal(await page.getByTestId('other-hand').count(), 1);
    // A hand changes only in its owner's draw, so this is what this seat held all through
    // the other's view: none of its cards, by id or by a name the other could not see
    // otherwise, was in that page.
    if (seen[1 - me]) {
      const theirs = seen[1 - me];
      for (const c of hand) {
        assert.ok(!theirs.html.includes(`data-card="${c.id}"`), c.id);
        const cardName = c.label.split(':')[0];
        if (!theirs.ownNames.includes(cardName) && !theirs.html.includes(`plays ${cardName}`)) {
          assert.ok(!theirs.html.includes(cardName), `${cardName} was in the other seat's page`);
        }
      }
      compared += 1;
      // Both seats checked against the page the other saw: the rest of this turn adds nothing.
      if (compared === 2) break;
    }
    seen[me] = { html: '', ownNames: hand.map((c) => c.label.split(':')[0]) };
    for (let i = 0; i < 80; i++) {
      seen[me].html += await page.content();
      if (await play.waitForDecision()) break;
      if (await play.curtain().count()) break;
      await play.playOne(rand);
      if (await play.curtain().count()) break;
    }
  }
  assert.equal(compared, 2, 'each seat checked against the page the other saw');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the rules page: both reconstructed summaries, the 32 cards, the map, the rulings', async () => {
  const { context, page } = await h.page();
  await page.goto(h.url + '#/rules/lald');
  const rules = page.getByTestId('lald-rules');
  await rules.waitFor();
  const bond = page.getByTestId('summary-bond');
  const enemy = page.getByTestId('summary-enemy');
  // Movement plus one row per action; eleven dice totals, each cell white or gray.
  const bondRows = await bond.locator('tbody tr').count();
  const enemyRows = await enemy.locator('tbody tr').count();
  assert.ok(bondRows >= 6, `Bond rows ${bondRows}`);
  assert.ok(enemyRows >= 10, `Enemy rows ${enemyRows}`);
  assert.equal(await bond.locator('td.w, td.g').count(), 11 * (bondRows - 1));
  assert.match(await enemy.textContent(), /Fire Attack/);
  // The rulebook's example: a roll of 4 moves Bond 6 spaces (third column of Movement).
  assert.equal(await bond.locator('tbody tr').first().locator('td').nth(2).textContent(), '6');
  assert.equal(await page.getByTestId('rules-card').count(), 32);
  assert.ok((await page.getByText('Reconstructed', { exact: true }).count()) >= 4);
  assert.equal(await rules.locator('.lald-board.small svg').count(), 1);
  assert.ok((await rules.locator('.rulings dt').count()) >= 8);
  assert.deepEqual(page.errors, []);
  await context.close();
});

for (const [width, height] of [[1366, 768], [768, 1024]]) {
  test(`the way to End at the first facing; a route in one tap, one Undo; hand and choices in sight (${width}×${height})`, async () => {
    const { context, page } = await h.page({ width, height });
    const { play } = await start(page, 'bond');
    await play.waitForDecision();
    // Bond's facing: the map draws the way to End, and the choice heading there says so.
    const way = page.locator('.end-way');
    assert.ok((await way.count()) >= 1, 'the way to End is drawn');
    const toward = await way.first().getAttribute('data-toward');
    const face = page.locator(`[data-testid=tap][data-space="${toward}"]`);
    assert.match(await face.getAttribute('aria-label'), /the shortest way to End \(\d+ spaces\)$/);
    const inSight = '[data-testid=lald-action], [data-testid=tap], [data-testid=hand-card]';
    assert.deepEqual(await hiddenChoices(page, inSight), []);
    await play.act(face);
    assert.equal(await page.locator('.end-way').count(), 0, 'the way to End only while Bond is pointed');
    await play.act(play.actions('roll'));
    assert.deepEqual(await hiddenChoices(page, inSight), []);
    const left = async () => {
      const sq = play.numberSquare();
      return (await sq.count()) ? Number(await sq.getAttribute('data-remaining')) : null;
    };
    await play.routeInOneTapAndUndo(left);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
