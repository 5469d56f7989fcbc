// "James Bond 007", the briefcase race, through its own screens: a handful of real decisions
// on the SVG board's highlighted destinations, the chooser, the hand and the discard control;
// hot-seat turns behind the curtain; a reload; the keyboard; a whole game made by
// `qbranch record`, imported, with its result on the board and its replay; the rules page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { recordGame, saveAround } from '../lib/records.mjs';
import { RacePage } from '../pages/race.mjs';
import { hiddenChoices, importAndOpen, smallControls } from '../pages/app.mjs';

const h = harness();

/** A new three-player race (a person, two computers) dealt from `qbranch record`'s seed, so
 *  the deal is known; the first seed whose opening hand offers a move that needs a card. */
async function dealtRace(page) {
  const race = new RacePage(page, h.url);
  for (let seed = 1; seed <= 10; seed++) {
    // The deal comes from the seed: the record's first action, cut off, leaves just the deal.
    const { record } = recordGame({ game: 'race', seed, seats: ['random', 'random', 'random'], maxActions: 1 });
    record.actions.length = 0;
    const save = saveAround(record, {
      id: `dealt-${seed}`,
      name: `Dealt race ${seed}`,
      seats: [
        { name: 'Agent 1', controller: { kind: 'human' } },
        { name: 'Agent 2', controller: { kind: 'computer', level: 'easy' } },
        { name: 'Agent 3', controller: { kind: 'computer', level: 'easy' } },
      ],
    });
    await importAndOpen(page, h.url, `race-dealt-${seed}.json`, save);
    await race.race().waitFor();
    const s = await race.waitForHumanTurn();
    if (s.dests.some((d) => /card/i.test(d.tag))) return race;
  }
  throw new Error('no deal in ten with a card move from the base');
}

test('three players, one human and two computers: the hand, the destinations, a few turns', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const race = await dealtRace(page);
  await race.fastComputer();

  const s = await race.waitForHumanTurn();
  assert.equal(s.outcome, null);
  // The viewer's own nine cards are drawn; the others' only as backs with counts.
  assert.equal(s.hand.length, 9);
  assert.equal(await page.getByTestId('other-hand').count(), 2);
  for (const o of await page.getByTestId('other-hand').all()) {
    assert.match(await o.textContent(), /9 cards/);
  }
  // Every highlighted destination is labelled with the card it uses or how it is made.
  assert.ok(s.dests.length > 0);
  for (const d of s.dests) assert.ok(d.tag.length > 0, d.space);
  assert.ok(s.dests.some((d) => d.tag === 'Black line'), 'the free black line from the base');
  // Touch targets: the destination rings and every control are at least 44 px.
  for (const box of await page.locator('[data-testid=dest] .rb-dest-hit').evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()))) {
    assert.ok(box.width >= 44 && box.height >= 44, `ring ${box.width}x${box.height}`);
  }
  assert.deepEqual(await smallControls(page), []);

  // A move that needs a card asks which way; taking it spends a card from the hand.
  const card = s.dests.find((d) => /card/i.test(d.tag));
  const sig = await race.signature();
  await race.clickDest(card.space);
  await race.changed(sig);
  await page.waitForFunction(
    (sp) => document.querySelector('[data-testid=agent][data-seat="0"]')?.dataset.at === sp,
    card.space,
  );
  assert.notDeepEqual((await race.snapshot()).hand, s.hand, 'a card was spent');
  // Three more human decisions, the computers playing in between.
  let turns = 0;
  for (let i = 0; i < 3; i++) {
    const now = await race.waitForHumanTurn();
    if (now.outcome) break;
    await race.playOne(now);
    turns += 1;
  }
  assert.ok(turns >= 1);
  const log = await page.locator('.log-line').allTextContents();
  for (const who of ['Agent 2', 'Agent 3']) {
    assert.ok(log.some((l) => l.includes(who)), `${who} (computer) played`);
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a whole race made by `qbranch record`: the winner is home with the case; the public replay', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const { text, record } = recordGame({ game: 'race', seed: 4, seats: ['ai:easy', 'ai:easy', 'ai:easy'] });
  const total = record.actions.length;
  await importAndOpen(page, h.url, 'race-record.json', text);
  const race = new RacePage(page, h.url);
  await page.locator('.game-over').waitFor();
  const outcome = await page.locator('.game-over').textContent();
  assert.match(outcome, /Game over: Agent \d[^.]* won/);
  // The winner is home with the briefcase.
  const end = await race.snapshot();
  const winner = end.agents.find((a) => a.case);
  assert.ok(winner, 'someone carries the case');
  assert.equal(winner.at, winner.home);
  assert.match(outcome, new RegExp(`Agent ${winner.seat + 1}\\b[^.]* won`));
  // Every seat was human in the imported record, and the race has secrets: a finished game
  // shows the public view, with no hand in the page.
  assert.equal(await page.getByTestId('card').count(), 0);

  // The replay steps through the same game on the same board.
  await page.getByRole('link', { name: 'Replay the game' }).click();
  await page.getByTestId('replay').waitFor();
  const count = page.getByTestId('replay-count');
  assert.equal(await count.textContent(), `${total} / ${total}`);
  const at = () => page.locator('[data-testid=agent]').evaluateAll((els) => els.map((e) => e.dataset.at));
  const final = await at();
  await page.getByTestId('step-back').click();
  assert.equal(await count.textContent(), `${total - 1} / ${total}`);
  await page.getByRole('button', { name: 'Jump to the start' }).click();
  assert.equal(await count.textContent(), `0 / ${total}`);
  assert.deepEqual(await at(), ['air:london', 'air:cairo', 'air:peking']);
  assert.equal(await page.locator('[data-testid=case][data-at=centre]').count(), 1);
  // The replay is public: no hand at all, only backs.
  assert.equal(await page.getByTestId('card').count(), 0);
  await page.keyboard.press('End');
  assert.equal(await count.textContent(), `${total} / ${total}`);
  assert.deepEqual(await at(), final);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('hot-seat for two: a curtain between turns, the other hand never in the page', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const race = new RacePage(page, h.url);
  await race.newGame(['human', 'human']);
  // The page as each seat last saw it.
  const pageSeenBy = [null, null];
  let curtains = 0;
  let turns = 0;
  // Four turns, two for each seat: enough to see each hand after the other's turn.
  while (curtains < 4) {
    const curtain = race.curtain();
    await page.waitForFunction(() => document.querySelector('.curtain, .game-over'));
    assert.equal(await page.locator('.game-over').count(), 0, 'the race does not end in four turns');
    // Curtain up: nothing of the game is rendered, least of all a hand.
    assert.equal(await page.getByTestId('race').count(), 0);
    assert.equal(await page.getByTestId('card').count(), 0);
    const name = (await curtain.textContent()).match(/Pass to (Agent \d)/)[1];
    curtains += 1;
    await curtain.getByRole('button').click();
    await race.race().waitFor();
    let s = await race.waitForHumanTurn();
    const me = s.viewer;
    const other = 1 - me;
    assert.equal(`Agent ${me + 1}`, name);
    // Only the viewer's nine cards are in the page; the other's appear only as backs.
    assert.equal(s.hand.length, 9);
    assert.equal(await page.getByTestId('other-hand').count(), 1);
    // A hand only changes in its owner's turn, so this hand is what this seat held all
    // through the other's turn: not one of these cards was in the page the other saw.
    if (pageSeenBy[other]) {
      for (const c of s.hand) assert.ok(!pageSeenBy[other].includes(`data-card="${c}"`), c);
    }
    pageSeenBy[me] = '';
    // Play this seat's whole turn (a robbed agent may first take the case back).
    for (;;) {
      pageSeenBy[me] += await page.content();
      await race.playOne(s);
      turns += 1;
      assert.ok(turns < 40, 'a turn ends');
      if (await page.locator('.curtain, .game-over').count()) break;
      s = await race.waitForHumanTurn();
      if (s === null || s.outcome) break;
    }
  }
  assert.ok(pageSeenBy[0] && pageSeenBy[1], 'both seats played');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('reload in the middle of a race and carry on', async () => {
  const { context, page } = await h.page({ width: 1024, height: 768 });
  const race = new RacePage(page, h.url);
  const id = await race.newGame(['human', 'easy', 'easy']);
  await race.race().waitFor();
  await race.fastComputer();
  for (let i = 0; i < 3; i++) {
    const s = await race.waitForHumanTurn();
    assert.equal(s.outcome, null);
    await race.playOne(s);
  }
  const before = await race.waitForHumanTurn();
  const logBefore = await page.locator('.log-line').count();
  await page.reload();
  await race.race().waitFor();
  assert.ok(page.url().endsWith(`#/play/${id}`));
  const after = await race.waitForHumanTurn();
  assert.deepEqual(after.agents, before.agents);
  assert.deepEqual(after.hand, before.hand);
  assert.deepEqual(after.dests, before.dests);
  assert.equal(await page.locator('.log-line').count(), logBefore);
  // And the race goes on from there.
  await race.playOne(after);
  const next = await race.waitForHumanTurn();
  assert.notDeepEqual([next.agents, next.hand], [after.agents, after.hand]);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('keyboard: the destinations are buttons in the tab order, and a card move asks which card', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const race = new RacePage(page, h.url);
  await race.newGame(['human', 'easy']);
  await race.race().waitFor();
  await race.fastComputer();
  const s = await race.waitForHumanTurn();
  // Tab reaches a destination ring, and it shows a visible focus.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  let reached = false;
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.dataset?.testid === 'dest');
  }
  assert.ok(reached, 'Tab reaches the destinations');
  const dest = page.locator('[data-testid=dest]:focus');
  const ring = await dest.locator('.rb-dest-ring').evaluate((e) => getComputedStyle(e).stroke);
  assert.equal(ring, 'rgb(255, 255, 255)', 'the focused ring turns white');
  // The free black line: Enter on the ring, Enter again on the chooser's confirm (which
  // takes the focus).
  const line = s.dests.find((d) => d.tag === 'Black line');
  assert.ok(line, 'the free black line from the base');
  await page.locator(`[data-testid=dest][data-space="${line.space}"]`).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('chooser').waitFor();
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === 'way');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (sp) => document.querySelector('[data-testid=agent][data-seat="0"]')?.dataset.at === sp,
    line.space,
  );
  // The focus follows the decision: after the computer's reply it rests on the first
  // destination of the next move, not on the page.
  await race.waitForHumanTurn();
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === 'dest');
  // Discarding by keyboard: the focus goes to the cards, then on to "Discard these two".
  await page.getByTestId('discard-start').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.classList.contains('race-card-btn'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === 'discard-confirm');
  await page.keyboard.press('Escape');
  await page.getByTestId('discard-cancel').click();
  // A move using a card opens the chooser (no card is spent by a slip of the finger);
  // Escape closes it and nothing happened. A position that offers such a move: a game made by
  // `qbranch record`, stopped just before the first move of seat 0 that spent a card.
  const { record: whole } = recordGame({ game: 'race', seed: 7, seats: ['ai:easy', 'ai:easy'] });
  const k = whole.actions.findIndex((a) => a.seat === 0 && a.action.type === 'move' && a.action.card);
  assert.ok(k > 0, 'the recorded game has a move that spends a card');
  const save = saveAround({ ...whole, actions: whole.actions.slice(0, k) }, {
    id: 'race-card-move',
    name: 'Race, a card move ahead',
    seats: [
      { name: 'Ann', controller: { kind: 'human' } },
      { name: 'Computer', controller: { kind: 'computer', level: 'easy' } },
    ],
  });
  await importAndOpen(page, h.url, 'race-card.json', save);
  await race.race().waitFor();
  const now = await race.waitForHumanTurn();
  assert.equal(now.outcome, null);
  const card = now.dests.find((d) => d.tag.includes('card'));
  assert.ok(card, `a destination that needs a card (${now.dests.map((d) => d.tag).join(', ')})`);
  await page.locator(`[data-testid=dest][data-space="${card.space}"]`).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('chooser').waitFor();
  assert.match(await page.getByTestId('way').first().textContent(), /card/i);
  await page.keyboard.press('Escape');
  assert.equal(await page.getByTestId('chooser').count(), 0);
  // The focus goes back to the ring that opened it.
  await page.waitForFunction((sp) => document.activeElement?.dataset?.space === sp, card.space);
  assert.deepEqual((await race.snapshot()).hand, now.hand, 'no card was spent');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('one screen at a laptop and an upright tablet: the choices and the hand in sight, the end too', async () => {
  for (const size of [{ width: 1366, height: 768 }, { width: 768, height: 1024, touch: true }]) {
    const at = `${size.width}x${size.height}`;
    const { context, page } = await h.page(size);
    const race = await dealtRace(page);
    /** Nothing offered is out of sight and the page does not scroll. */
    const inSight = async (what) => {
      const seen = await race.outOfSight();
      assert.deepEqual(seen.choices, [], `${at}, ${what}: choices out of sight`);
      assert.deepEqual(seen.hand, [], `${at}, ${what}: cards out of sight`);
      assert.ok(seen.overflow <= 1, `${at}, ${what}: the page scrolls by ${seen.overflow} px`);
    };
    // The move: the destination rings, the discard and the nine cards.
    const s = await race.waitForHumanTurn();
    assert.equal(s.hand.length, 9);
    assert.ok(s.dests.length > 0 && s.canDiscard);
    await inSight('a move');
    // A card move asks which way: the chooser's ways over the board, the card lit in the hand.
    const card = s.dests.find((d) => /card/i.test(d.tag));
    await page.locator(`[data-testid=dest][data-space="${card.space}"] .rb-dest-ring`).click();
    await page.getByTestId('chooser').waitFor();
    assert.ok((await page.getByTestId('way').count()) > 0);
    await inSight('the chooser');
    await page.getByTestId('way-cancel').click();
    await page.getByTestId('chooser').waitFor({ state: 'detached' });
    // Discard two: every card a button, the confirm and the cancel.
    await page.getByTestId('discard-start').click();
    const picks = page.locator('[data-testid=card] .race-card-btn');
    assert.equal(await picks.count(), 9);
    await picks.nth(0).click();
    await picks.nth(4).click();
    await page.locator('[data-testid=discard-confirm]:not([disabled])').waitFor();
    await inSight('discarding two');
    await page.getByTestId('discard-cancel').click();
    // The end: the game-over box is in sight.
    const { text } = recordGame({ game: 'race', seed: 4, seats: ['ai:easy', 'ai:easy', 'ai:easy'] });
    await importAndOpen(page, h.url, `race-over-${at}.json`, text);
    await page.locator('.game-over').waitFor();
    assert.deepEqual(await hiddenChoices(page, '.game-over'), [], `${at}: the game-over box out of sight`);
    assert.ok((await race.outOfSight()).overflow <= 1, `${at}: the page scrolls at the end`);
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

test('against the computer: Undo takes back a move without a card and the reply', async () => {
  for (const size of [{ width: 1366, height: 768 }, { width: 768, height: 1024 }]) {
    const { context, page } = await h.page(size);
    const race = new RacePage(page, h.url);
    // Deal 3; the computer plays at random from the position's own search seed, so its reply to
    // the black line is fixed: the black line too (no card, no draw).
    const { record } = recordGame({ game: 'race', seed: 3, seats: ['random', 'random'], maxActions: 1 });
    record.actions.length = 0;
    const save = saveAround(record, {
      id: `race-undo-${size.width}`,
      name: 'Race, undo against the computer',
      seats: [
        { name: 'Ann', controller: { kind: 'human' } },
        { name: 'Computer', controller: { kind: 'random' } },
      ],
    });
    await importAndOpen(page, h.url, `race-undo-${size.width}.json`, save);
    await race.race().waitFor();
    const start = await race.waitForHumanTurn();
    const undo = page.getByTestId('undo');
    assert.ok(await undo.isDisabled(), 'nothing to undo at the start');
    const line = start.dests.find((d) => d.tag === 'Black line');
    await race.clickDest(line.space);
    // The computer replies; then Undo is offered for the move and the reply together.
    await page.waitForFunction(() => {
      const p = document.querySelector('[data-testid=play]');
      return p?.dataset.steps === '2' && p.dataset.toAct === '0' && p.dataset.thinking === 'false';
    });
    const moved = await race.snapshot();
    assert.equal(moved.agents[0].at, line.space);
    assert.notEqual(moved.agents[1].at, start.agents[1].at, 'the computer moved');
    assert.equal(await page.getByTestId('recap-path').count(), 1, 'its move is drawn on the board');
    assert.ok(await undo.isEnabled(), await page.locator('.undo-note').textContent());
    await undo.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=play]')?.dataset.steps === '0');
    const back = await race.snapshot();
    assert.deepEqual(back.agents, start.agents, 'both agents are back where they stood');
    assert.deepEqual(back.hand, start.hand);
    assert.ok(await undo.isDisabled());
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});

test('the rules page: fourteen rules, the reconstructed board and pack, the rulings', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  await page.goto(`${h.url}#/rules/race`);
  const rules = page.getByTestId('race-rules');
  await rules.waitFor();
  assert.equal(await rules.locator('.race-rule-list > li').count(), 14);
  assert.equal(await rules.locator('.race-recon').count(), 2);
  assert.ok((await rules.locator('.race-rulings > li').count()) >= 5);
  assert.equal(await rules.locator('.race-board-preview').count(), 1);
  assert.match(await rules.textContent(), /72 cards/);
  await page.getByTestId('race-balance').waitFor();
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the house rule box follows the set-up: a new player count resets it, and the game keeps it', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  await page.goto(`${h.url}#/new/race`);
  await page.locator('form').waitFor();
  const box = page.getByRole('checkbox', { name: /House rule/ });
  const count = (n) => page.getByRole('group', { name: 'Number of players' }).getByRole('button', { name: new RegExp(`^(✓\\s*)?${n}$`) });
  assert.equal(await box.isChecked(), false, 'off, as printed');
  await box.check();
  assert.equal(await box.isChecked(), true);
  // Another table size starts from its own default set-up: the box shows it.
  await count(3).click();
  await page.waitForFunction(() => !document.querySelector('.race-house-rule input').checked);
  await box.check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/play\//);
  const id = page.url().split('#/play/')[1];
  const stored = await page.evaluate((k) => localStorage.getItem(k), `qbranch.save.${id}`);
  assert.equal(JSON.parse(stored).record.setup.arrival_opens_gate, true);
  assert.equal(JSON.parse(stored).record.setup.bases.length, 3);
  assert.deepEqual(page.errors, []);
  await context.close();
});
