// The James Bond CCG through the UI, both rule sets: a person against two computers in the
// Basic Rules (real decisions, the card zoom by keyboard, a reload in the middle: the seats
// drawn in place match the seats drawn afresh); hot-seat
// for two in Licence to Kill behind the curtain, the other seat's hand and face-down Plots
// never in the page; a game made by `qbranch record`, imported, finished by the computer and
// replayed; both rules pages with the engine's figures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { qbranch, recordGame, saveAround } from '../lib/records.mjs';
import { importAndOpen, NewGamePage, smallControls } from '../pages/app.mjs';
import { CcgPlay, seeded } from '../pages/ccg.mjs';

const h = harness();

/** The pool's cards from the engine's own content (`qbranch content`), by id. */
function pool(game) {
  const c = qbranch('content', '--game', game);
  const cards = c.cards ?? c.content?.cards;
  assert.ok(cards.length > 100, `${game}: the pool is there`);
  return new Map(cards.map((x) => [x.id, x]));
}

/** Card names by id. */
function names(game) {
  return new Map([...pool(game)].map(([id, x]) => [id, x.name]));
}

/** Choose the number of players on the new-game form. */
async function players(page, n) {
  await page
    .getByRole('group', { name: 'Number of players' })
    .getByRole('button', { name: new RegExp(`^(✓\\s*)?${n}$`) })
    .click();
}

test('Basic: one person against two computers — decisions, the zoom by keyboard, a reload', async () => {
  // A seeded crypto source: the same deal every run, so the turn steps checked below are
  // always asked (a deal of the browser's own choosing once asked Ann only two of them).
  const { context, page } = await h.page({ width: 1366, height: 768, seed: 55 });
  const ng = new NewGamePage(page, h.url);
  await ng.open('ccg');
  await players(page, 3);
  // The goal and a prebuilt deck per seat are chosen on the new-game screen; at three players
  // the goal offered first is an Act (35).
  assert.equal(await page.getByTestId('ccg-deck').count(), 3);
  assert.equal(await page.getByTestId('ccg-goal').inputValue(), '35');
  await page.getByTestId('ccg-goal').selectOption('50');
  await page.getByTestId('ccg-deck').nth(0).selectOption('tycoons-of-doom');
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { by: 'easy' });
  await ng.setSeat(2, { by: 'easy' });
  await ng.start();
  const play = new CcgPlay(page, h.url);
  await play.root().waitFor();
  await play.setFast();
  assert.equal(await page.getByTestId('goal').getAttribute('data-goal'), '50');
  const rand = seeded(7);

  // The set-up round: Ann holds seven cards and, holding a Plot, must lay one.
  await play.waitForDecision();
  let st = await play.state();
  assert.equal(st.variant, 'basic');
  assert.equal(st.viewer, '0');
  assert.equal(st.toAct, '0');
  const hand = await play.hand();
  assert.equal(hand.length, 7);
  const deck = names('ccg');
  for (const c of hand) {
    assert.ok(deck.has(c.id), `${c.id} is a card of the pool`);
    assert.ok(c.label.startsWith(`${deck.get(c.id)}, `), c.label);
  }
  // Two opponents, condensed, with their hands as counts only.
  const others = page.locator('[data-testid=ccg-seat][data-near=false]');
  assert.equal(await others.count(), 2);
  for (const o of await others.all()) {
    assert.match(await o.locator('[data-testid=hand-count]').textContent(), /^Hand: \d+ cards? \(\d+ Plot\)/);
    assert.equal(await o.locator('[data-testid=hand-card]').count(), 0);
  }
  assert.equal(await page.getByTestId('score').count(), 3);

  // The zoom by keyboard: Enter on a card opens it with every field; Escape closes it and
  // the focus is back on the card.
  const first = page.getByTestId('hand-card').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await play.zoom().waitFor();
  assert.equal(await play.zoom().getAttribute('data-card'), hand[0].id);
  assert.equal(await play.zoom().locator('h2').textContent(), deck.get(hand[0].id));
  const fields = await play.zoom().locator('dt').allTextContents();
  for (const f of ['Type', 'Film', 'PV (Physical Value)', 'CV (Charisma Value)']) assert.ok(fields.includes(f), f);
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'ccg-zoom-close');
  await page.keyboard.press('Escape');
  await play.zoom().waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'hand-card');
  // Enter on the Close button closes it too (once the focus is on it).
  await page.keyboard.press('Enter');
  await play.zoom().waitFor();
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'ccg-zoom-close');
  await page.keyboard.press('Enter');
  await play.zoom().waitFor({ state: 'detached' });

  // Real decisions until Ann has played through her first turn's steps. Once, the action is
  // taken by tapping its card in the hand: the zoom lists what can be done with that card.
  const kinds = {};
  const seenSteps = new Set();
  let viaCard = null;
  // Ann's turns that have reached their Discard step: the loop plays through two of them.
  let discardTurns = 0;
  let lastStep = null;
  for (let i = 0; i < 60; i++) {
    if (await play.waitForDecision()) break;
    st = await play.state();
    seenSteps.add(st.step);
    if (st.step === 'discard' && lastStep !== 'discard') discardTurns += 1;
    lastStep = st.step;
    if (!viaCard && st.toAct === '0' && !(await play.curtain().count())) {
      const buttons = await play.actions().allTextContents();
      // Escape straight after the tap, in the same task (before the focus moves into the
      // zoom at the next frame), still closes it, and the focus stays on the card.
      const quick = await page.evaluate(async () => {
        const card = document.querySelector('[data-testid=hand-card]');
        card.focus();
        card.click();
        document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return { open: !!document.querySelector('[data-testid=ccg-zoom]'), focus: document.activeElement === card };
      });
      assert.deepEqual(quick, { open: false, focus: true });
      for (const card of await page.getByTestId('hand-card').all()) {
        await card.click();
        await play.zoom().waitFor();
        const withCard = page.getByTestId('zoom-action');
        if (await withCard.count()) {
          viaCard = (await withCard.first().textContent()).trim();
          // The same action as one of the buttons beside the table.
          assert.ok(buttons.map((b) => b.trim()).includes(viaCard), viaCard);
          const n = await play.steps();
          await withCard.first().click();
          await play.zoom().waitFor({ state: 'detached' });
          await page.waitForFunction((k) => Number(document.querySelector('[data-testid=play]')?.dataset.steps) > k, n);
          break;
        }
        await page.keyboard.press('Escape');
        await play.zoom().waitFor({ state: 'detached' });
      }
      if (viaCard) continue;
    }
    const k = await play.playOne(rand);
    kinds[k] = (kinds[k] ?? 0) + 1;
    if (discardTurns >= 2 && (await play.steps()) >= 25) break;
  }
  // Which steps ask for a decision depends on the deal (no Plot in hand: no Advance; a full
  // hand: no Draw); this deal asks several of them.
  const turnSteps = [...seenSteps].filter((s) => s !== 'setupplot');
  assert.ok(turnSteps.length >= 3, `steps seen: ${[...seenSteps]}`);
  assert.ok(viaCard, 'an action taken by tapping its card');
  console.log(`# by tapping a card: ${viaCard}`);
  assert.ok(Object.values(kinds).reduce((a, b) => a + b, 0) >= 3, JSON.stringify(kinds));
  assert.deepEqual(await smallControls(page), []);

  // A decision by keyboard: Enter on a button; the focus then rests on a button or the
  // prompt, never lost on the page.
  assert.equal(await play.waitForDecision(), false);
  // The first button in sight: a long group may be folded, and a folded button takes no key.
  const key = page.locator('[data-testid=ccg-action]:visible').first();
  await key.scrollIntoViewIfNeeded();
  await key.focus();
  const k0 = await play.steps();
  await page.keyboard.press('Enter');
  await page.waitForFunction((k) => Number(document.querySelector('[data-testid=play]')?.dataset.steps) > k, k0);
  // (A button may be a choice or, where the step has picks first, a pick: who goes, who
  // goes along.)
  await page.waitForFunction(() => {
    const a = document.activeElement;
    return a && a.closest('[data-testid=play]') && (a.tagName === 'BUTTON' || a.dataset.testid === 'prompt');
  });

  // Reload: the same position, and the game goes on. The seats, brought up to date in place
  // move after move, are the same markup as the seats drawn afresh from the save (what a tap
  // may pick, marked apart, and the renderer's comment markers left out).
  await play.waitForDecision();
  const before = await play.steps();
  const handBefore = await play.hand();
  const scoresBefore = await page.getByTestId('score').evaluateAll((s) => s.map((e) => e.dataset.score));
  const seats = () =>
    page.evaluate(() =>
      ['.ccg-near', '.ccg-others'].map((sel) => {
        const copy = document.querySelector(sel).cloneNode(true);
        const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
        const marks = [];
        while (comments.nextNode()) marks.push(comments.currentNode);
        for (const c of marks) c.remove();
        for (const e of copy.querySelectorAll('*')) {
          e.removeAttribute('data-pickable');
          e.removeAttribute('title');
          e.classList.remove('pickable', 'picked');
          if (e.getAttribute('class') === '') e.removeAttribute('class');
        }
        return copy.innerHTML;
      }),
    );
  const seatsBefore = await seats();
  assert.equal(seatsBefore[0].match(/data-testid="ccg-seat"/g)?.length, 1, 'the near seat');
  assert.equal(seatsBefore[1].match(/data-testid="ccg-seat"/g)?.length, 2, 'the two computers\' seats');
  await play.reload();
  await play.root().waitFor();
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid=play]')?.dataset.steps) === n, before);
  assert.deepEqual(await play.hand(), handBefore);
  assert.deepEqual(await page.getByTestId('score').evaluateAll((s) => s.map((e) => e.dataset.score)), scoresBefore);
  assert.deepEqual(await seats(), seatsBefore);
  await play.setFast();
  assert.equal(await play.waitForDecision(), false, 'the game goes on after the reload');
  await play.playOne(rand);
  assert.ok((await play.steps()) > before);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Licence to Kill hot-seat for two on a tablet: the curtain, no other hand or face-down Plot in the page', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const cards = pool('ccg-ltk');
  const deck = new Map([...cards].map(([id, x]) => [id, x.name]));
  const ng = new NewGamePage(page, h.url);
  await ng.open('ccg-ltk');
  // Licence to Kill has no goal to choose (60 by overcoming).
  assert.equal(await page.getByTestId('ccg-goal').count(), 0);
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { name: 'Bob', by: 'human' });
  await ng.start();
  const play = new CcgPlay(page, h.url);
  const rand = seeded(3);
  // Per seat: every card name it has held secretly (hand, its own face-down Plots).
  const secret = [new Set(), new Set()];
  let curtains = 0;
  let compared = 0;
  const order = [];
  while (compared < 2 && curtains < 10) {
    await page.waitForFunction(() => document.querySelector('.curtain, .game-over'));
    assert.equal(await play.gameOver().count(), 0);
    // Curtain down: nothing of the table is in the page, least of all a hand.
    assert.equal(await play.root().count(), 0);
    assert.equal(await page.getByTestId('hand-card').count(), 0);
    const who = (await play.curtain().textContent()).match(/Pass to (Ann|Bob)/)[1];
    const me = who === 'Ann' ? 0 : 1;
    order.push(who);
    curtains += 1;
    await play.curtain().getByRole('button').click();
    await play.root().waitFor();
    await play.waitForDecision();
    assert.equal((await play.state()).viewer, String(me));
    assert.equal((await play.state()).variant, 'ltk');
    // The other seat's hand and face-down Plots: none of the names it held unseen is in
    // this page, unless that card shows face up here or the log named it when played.
    if (secret[1 - me].size) {
      const html = await page.content();
      const log = (await page.locator('.log').textContent()) ?? '';
      // What face-up cards legitimately print: their names, films and texts (a Villain's
      // name can be a film's title, or named in a Henchman's text).
      const legit = (await play.shownIds())
        .map((id) => cards.get(id))
        .filter(Boolean)
        .map((c) => `${c.name}\n${c.film}\n${c.text}`)
        .join('\n');
      let checked = 0;
      for (const name of secret[1 - me]) {
        if (legit.includes(name) || log.includes(name)) continue;
        assert.ok(!html.includes(name), `${name} (the other seat's secret) is in ${who}'s page`);
        checked += 1;
      }
      // The deal is random: sometimes most of what a seat held has since been played face up
      // or named in the log, so at least one name must be left to check (usually several).
      assert.ok(checked >= 1, `checked ${checked} of the other seat's secret names`);
      compared += 1;
    }
    // Face-down Plots of the other seat show as backs, with no name.
    const other = page.locator(`[data-testid=ccg-seat][data-seat="${1 - me}"]`);
    assert.equal(await other.locator('[data-testid=hand-card]').count(), 0);
    assert.equal(await other.locator('.ccg-plot[data-face-up=false] [data-card]').count(), 0);
    assert.equal(
      await other.locator('.ccg-plot[data-face-up=false]').count(),
      await other.locator('[data-testid=face-down]').count(),
    );
    for (let i = 0; i < 60; i++) {
      for (const c of await play.hand()) secret[me].add(deck.get(c.id));
      for (const id of await page.locator('.own-face-down [data-card], .ccg-chip.own-fd').evaluateAll((els) => els.map((e) => e.dataset.card))) {
        secret[me].add(deck.get(id));
      }
      if (await play.waitForDecision()) break;
      if (await play.curtain().count()) break;
      await play.playOne(rand);
      if (await play.curtain().count()) break;
    }
  }
  assert.ok(compared >= 2, `each seat checked against the other's secrets (${compared}; curtains for ${order})`);
  console.log(`# hot-seat curtains: ${order.join(', ')}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a Basic game made by `qbranch record`, finished by the computer, and its replay', async () => {
  const { context, page } = await h.page({ width: 1024, height: 768 });
  const seats = ['ai:easy', 'ai:easy'];
  const full = recordGame({ game: 'ccg', seed: 4, seats }).record.actions.length;
  const cut = full - 6;
  const { record } = recordGame({ game: 'ccg', seed: 4, seats, maxActions: cut });
  assert.equal(record.actions.length, cut);
  const save = saveAround(record, {
    id: 'ccg-unfinished',
    name: 'Unfinished CCG',
    seats: [
      { name: 'Computer One', controller: { kind: 'computer', level: 'easy' } },
      { name: 'Computer Two', controller: { kind: 'computer', level: 'easy' } },
    ],
  });
  await importAndOpen(page, h.url, 'ccg-unfinished.json', save);
  const play = new CcgPlay(page, h.url);
  await play.root().waitFor();
  assert.ok((await play.steps()) >= cut);
  await play.setFast();
  await play.gameOver().waitFor({ timeout: 180000 });
  const total = await play.steps();
  assert.ok(total > cut, 'the computer played on');
  const over = await page.locator('.game-over-title').textContent();
  assert.match(over, /Game over: (.+ won|a draw)\./);
  assert.equal(await play.prompt().textContent(), 'The game is over.');
  assert.equal(await play.actions().count(), 0);
  // A winner in Basic has reached the goal.
  const scores = await page.getByTestId('score').evaluateAll((s) => s.map((e) => Number(e.dataset.score)));
  const goal = Number(await page.getByTestId('goal').getAttribute('data-goal'));
  if (/won/.test(over)) assert.ok(Math.max(...scores) >= goal, `scores ${scores} against goal ${goal}`);
  console.log(`# imported CCG game: ${over.trim()} after ${total} actions (${cut} recorded), scores ${scores}`);

  // The replay steps through it; no hand is face up in a replay.
  await page.getByRole('link', { name: 'Replay the game' }).click();
  const count = page.getByTestId('replay-count');
  await count.waitFor();
  assert.equal(await count.textContent(), `${total} / ${total}`);
  assert.deepEqual(await page.getByTestId('score').evaluateAll((s) => s.map((e) => Number(e.dataset.score))), scores);
  await page.getByRole('button', { name: 'Jump to the start' }).click();
  assert.equal(await count.textContent(), `0 / ${total}`);
  assert.deepEqual(await page.getByTestId('score').evaluateAll((s) => s.map((e) => Number(e.dataset.score))), [0, 0]);
  assert.equal(await page.getByTestId('hand-card').count(), 0, 'no hand face up in a replay');
  assert.equal(await play.actions().count(), 0, 'nothing to press in a replay');
  await page.keyboard.press('ArrowRight');
  assert.equal(await count.textContent(), `1 / ${total}`);
  await page.getByRole('button', { name: 'Jump to the end' }).click();
  assert.equal(await count.textContent(), `${total} / ${total}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('both rules pages: the rules, the reconstructed pool, the rulings and the measured figures', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  for (const game of ['ccg', 'ccg-ltk']) {
    await page.goto(`${h.url}#/rules/${game}`);
    const rules = page.getByTestId('ccg-rules');
    await rules.waitFor();
    assert.equal(await rules.getAttribute('data-variant'), game);
    // Every card of the rule set's pool is listed (the engine's content is the reference).
    assert.equal(await page.getByTestId('rules-card').count(), names(game).size, game);
    assert.ok((await page.getByText('Reconstructed', { exact: true }).count()) >= 1);
    assert.ok((await page.locator('[data-testid=rulings] dt').count()) >= 10);
    // The computer's figures for 2, 3 and 4 players; the four decks, and a verdict that
    // says NOT met when a deck is outside the target.
    assert.equal(await page.getByTestId('measured-row').count(), 3);
    const within = await page.getByTestId('deck-row').evaluateAll((rs) => rs.map((r) => r.dataset.within));
    assert.equal(within.length, 4);
    const verdict = await page.getByTestId('deck-verdict').textContent();
    if (within.includes('false')) assert.match(verdict, /NOT met/);
    else assert.match(verdict, /is met/);
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});
