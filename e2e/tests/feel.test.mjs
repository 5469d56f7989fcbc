// Play feel, through the UI: a mis-tap in the race is taken back before it counts;
// the race names every seat by its player's name; the keyboard's focus never rests on a dice
// roll; the Hint names the computer's choice without playing it; the computer's pace is kept
// and "Skip to my turn" hands the table back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { hiddenChoices, NewGamePage } from '../pages/app.mjs';
import { startAgainstComputer } from '../pages/chase.mjs';
import { LaldPlay } from '../pages/lald.mjs';
import { RacePage } from '../pages/race.mjs';
import { YoltPlay, seeded } from '../pages/yolt.mjs';

const h = harness();

const steps = (page) => page.getByTestId('play').getAttribute('data-steps').then(Number);

test('race: a mis-tapped destination is cancelled before it counts; names everywhere', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const ng = new NewGamePage(page, h.url);
  await ng.open('race');
  await page.getByRole('group', { name: 'Number of players' })
    .getByRole('button', { name: /^(✓\s*)?3$/ }).click();
  await ng.setSeat(0, { name: 'Alice', by: 'human' });
  await ng.setSeat(1, { name: 'Boris', by: 'easy' });
  await ng.setSeat(2, { name: 'Chen', by: 'easy' });
  await ng.start();
  const race = new RacePage(page, h.url);
  const s = await race.waitForHumanTurn();
  assert.ok(s.dests.length > 0);
  const before = await steps(page);
  // One tap opens the chooser: nothing is played yet, and Cancel leaves the game as it was.
  const ring = page.locator(`[data-testid=dest][data-space="${s.dests[0].space}"] .rb-dest-ring`);
  await ring.click();
  await page.getByTestId('chooser').waitFor();
  assert.equal(await steps(page), before, 'a tap alone plays nothing');
  await page.getByTestId('way-cancel').click();
  await page.getByTestId('chooser').waitFor({ state: 'detached' });
  assert.equal(await steps(page), before, 'cancelled: still nothing played');
  // Confirmed in the chooser, the move is played.
  await ring.click();
  await page.getByTestId('way').first().click();
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid=play]').dataset.steps) > n, before);
  // Every seat is named by its player: the bases on the board, the rivals, the log.
  const bases = await page.locator('.rb-base-sub').allTextContents();
  for (const n of ['Alice', 'Boris', 'Chen']) {
    assert.ok(bases.some((b) => b === `Base of ${n}`), `${n}'s base is named: ${bases}`);
  }
  const rivals = await page.getByTestId('other-hand').allTextContents();
  assert.ok(rivals.some((r) => r.includes('Boris')) && rivals.some((r) => r.includes('Chen')), rivals.join(' | '));
  const log = (await page.locator('.log-line').allTextContents()).join('\n');
  assert.match(log, /Alice/);
  assert.doesNotMatch(log, /Agent [123]\b/, 'the log names players, not seat numbers');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('YOLT: after a roll made with the keyboard the focus is on a space, never on a dice button; the Hint plays nothing', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const ng = new NewGamePage(page, h.url);
  await ng.open('yolt');
  await ng.setSeat(0, { name: 'Ann', by: 'human' });
  await ng.setSeat(1, { by: 'easy' });
  await ng.start();
  const play = new YoltPlay(page, h.url);
  await play.setFast();
  await play.waitForDecision();
  // Bond's facing, by keyboard.
  await play.taps().first().focus();
  await page.keyboard.press('Enter');
  const roll = play.actions('roll');
  await roll.waitFor();
  // The Hint: the computer's choice in words, with why — and the game does not move.
  const before = await steps(page);
  await page.getByTestId('hint').click();
  const hint = page.locator('[data-testid=hint-text][data-state=ready]');
  await hint.waitFor();
  assert.match(await hint.textContent(), /^Try: .+(: .+\.|\. .*(look-ahead|only choice).*)$/);
  assert.equal(await steps(page), before, 'a hint plays nothing');
  // Roll by keyboard: the focus lands on the first highlighted space (or the prompt).
  // (press: focus and key in one step, so a redraw in between cannot swallow the key)
  await roll.press('Enter');
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid=play]').dataset.steps) > n, before);
  await page.waitForFunction(() => {
    const a = document.activeElement;
    return a && (a.dataset.testid === 'tap' || a.dataset.testid === 'prompt');
  });
  const focused = await page.evaluate(() => ({
    testid: document.activeElement.dataset.testid,
    dice: document.activeElement.hasAttribute('data-dice'),
  }));
  assert.equal(focused.dice, false);
  // The hint of the earlier position is gone with it.
  assert.equal(await page.locator('[data-testid=hint-text]').count(), 0);
  // Arrow keys move between the highlighted spaces.
  const taps = await play.taps().count();
  assert.ok(taps >= 1, 'Bond has spaces to fly to after his roll');
  assert.equal(focused.testid, 'tap');
  const first = await page.evaluate(() => document.activeElement.dataset.space);
  await page.keyboard.press('ArrowRight');
  const second = await page.evaluate(() => document.activeElement.dataset.space);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'tap');
  assert.equal(second === first, taps === 1, 'the arrow moved to another space when there is one');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the computer pace is kept after a reload; "Skip to my turn" hands the table back', async () => {
  const { context, page } = await h.page({ width: 1024, height: 768 });
  const race = new RacePage(page, h.url);
  await race.newGame(['human', 'easy', 'easy']);
  const fast = page.getByRole('button', { name: 'Fast computer moves' });
  assert.equal(await fast.getAttribute('aria-pressed'), 'false', 'brisk, not fast, by default');
  await fast.click();
  assert.equal(await fast.getAttribute('aria-pressed'), 'true');
  await page.reload();
  await page.getByTestId('play').waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Fast computer moves' }).getAttribute('aria-pressed'),
    'true',
    'the pace setting survives a reload',
  );
  // Back to the brisk pace: the computers' turns take long enough to skip.
  await page.getByRole('button', { name: 'Fast computer moves' }).click();
  const s = await race.waitForHumanTurn();
  await race.clickDest(s.dests[0].space);
  const skip = page.getByTestId('skip');
  await skip.waitFor();
  await skip.click();
  await page.waitForFunction(() => {
    const p = document.querySelector('[data-testid=play]');
    return p.dataset.thinking === 'false' && p.dataset.toAct === '0';
  }, null, { timeout: 30000 });
  assert.equal(await page.getByTestId('skip').count(), 0, 'no skip button on your own turn');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('replay: Play steps through the game by itself from the start, Pause stops it', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const ng = new NewGamePage(page, h.url);
  await ng.open('yolt');
  await ng.everySeat('easy');
  const id = await ng.start();
  // Let the computers play a few moves, then watch them again.
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=play]')?.dataset.steps) >= 4);
  await page.goto(`${h.url}#/replay/${id}`);
  const count = page.getByTestId('replay-count');
  await count.waitFor();
  const total = Number((await count.textContent()).split(' / ')[1]);
  assert.ok(total >= 4);
  await page.getByTestId('autoplay').click();
  // Pressed at the end, it starts again from the beginning and moves on by itself.
  await page.waitForFunction(() => {
    const [n] = document.querySelector('[data-testid=replay-count]').textContent.split(' / ').map(Number);
    return n >= 2;
  });
  assert.equal(await page.getByTestId('autoplay').getAttribute('aria-pressed'), 'true');
  await page.getByTestId('autoplay').click();
  const paused = await count.textContent();
  assert.equal(await page.getByTestId('autoplay').getAttribute('aria-pressed'), 'false');
  // Paused: stepping by hand moves exactly one move from where it stopped.
  await page.getByTestId('step-back').click();
  const [n] = paused.split(' / ').map(Number);
  assert.equal(await count.textContent(), `${n - 1} / ${total}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('race: no destination tag covers a name or a point\'s letters, turn after turn', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const race = new RacePage(page, h.url);
  await race.newGame(['human', 'easy', 'easy', 'easy']);
  await page.getByRole('button', { name: 'Fast computer moves' }).click();
  let checked = 0;
  for (let turn = 0; turn < 8; turn++) {
    const s = await race.waitForHumanTurn();
    if (s.outcome) break;
    const covers = await page.evaluate(() => {
      const boxes = (sel) => [...document.querySelectorAll(sel)].map((e) => ({ e, r: e.getBoundingClientRect() }));
      const texts = boxes('.rb-static text').filter(({ r }) => r.width > 0);
      const out = [];
      for (const { r: t } of boxes('.rb-dest-tag rect')) {
        for (const { e, r } of texts) {
          const w = Math.min(t.right, r.right) - Math.max(t.left, r.left);
          const h = Math.min(t.bottom, r.bottom) - Math.max(t.top, r.top);
          // More than a sliver (2 px) of the label under the tag.
          if (w > 2 && h > 2) out.push(e.textContent);
        }
      }
      return { tags: document.querySelectorAll('.rb-dest-tag rect').length, out };
    });
    assert.ok(covers.tags > 0, 'the human has destinations with tags');
    assert.deepEqual(covers.out, [], `turn ${turn}: tags cover ${covers.out.join(', ')}`);
    // And every destination, the hint and the discard are in sight at this size (1366×768).
    const hidden = await hiddenChoices(page, '[data-testid=dest] .rb-dest-ring, [data-testid=hint], [data-testid=discard-start]');
    assert.deepEqual(hidden, [], `turn ${turn}: choices out of sight`);
    checked++;
    await race.playOne(s);
  }
  assert.ok(checked >= 3, `checked ${checked} positions`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

/** Play `n` decisions of a chase game as the human, checking at each that every choice is in sight. */
async function chaseInSight(page, play, kind, n) {
  const rand = seeded(5);
  const sel = `[data-testid=${kind}-action], [data-testid=tap], [data-testid=hint]`;
  let checked = 0;
  for (let i = 0; i < n; i++) {
    if (await play.waitForDecision()) break;
    const hidden = await hiddenChoices(page, sel);
    assert.deepEqual(hidden, [], `${kind} decision ${i}: choices out of sight`);
    checked++;
    await play.playOne(rand);
  }
  return checked;
}

test('every choice is in sight at 1024×768 (tablet on its side): the three games', async () => {
  const { context, page } = await h.page({ width: 1024, height: 768 });
  const ng = new NewGamePage(page, h.url);
  for (const [game, Play] of [['yolt', YoltPlay], ['lald', LaldPlay]]) {
    await ng.startWith(game, ['human', 'easy']);
    const play = new Play(page, h.url);
    await play.root().waitFor();
    await play.setFast();
    const checked = await chaseInSight(page, play, game, 8);
    assert.ok(checked >= 4, `${game}: checked ${checked} decisions`);
  }
  const race = new RacePage(page, h.url);
  await race.newGame(['human', 'easy']);
  let checked = 0;
  for (let turn = 0; turn < 4; turn++) {
    const s = await race.waitForHumanTurn();
    if (s.outcome) break;
    const hidden = await hiddenChoices(page, '[data-testid=dest] .rb-dest-ring, [data-testid=hint], [data-testid=discard-start]');
    assert.deepEqual(hidden, [], `race turn ${turn}: choices out of sight`);
    checked++;
    await race.playOne(s);
  }
  assert.ok(checked >= 2, `race: checked ${checked} turns`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Live and Let Die on an upright tablet: a long list of choices leaves the map room to tap', async () => {
  // A seeded deal whose seventh decision is a Double Back, two Forces each with Ram Raid, and
  // a card: with the status under the choices counted in the lower row, the map was 66 px tall.
  const { context, page } = await h.page({ width: 768, height: 1024, touch: true, seed: 100 });
  const { play } = await startAgainstComputer(h, page, 'lald', LaldPlay, 'bond');
  const rand = seeded(5);
  let busiest = 0;
  for (let i = 0; i < 8; i++) {
    if (await play.waitForDecision()) break;
    const buttons = await page.getByTestId('lald-action').count();
    busiest = Math.max(busiest, buttons);
    const map = await page.locator('.chase-map .board-svg').boundingBox();
    assert.ok(map.height >= 200, `decision ${i} (${buttons} buttons): the map is ${Math.round(map.height)} px tall`);
    assert.deepEqual(await hiddenChoices(page, '[data-testid=lald-action], [data-testid=tap]'), [], `decision ${i}`);
    await play.playOne(rand);
  }
  assert.ok(busiest >= 6, `the busiest decision had ${busiest} buttons`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('YOLT: no helicopter or tag hides a space number', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const ng = new NewGamePage(page, h.url);
  await ng.startWith('yolt', ['easy', 'easy']);
  const play = new YoltPlay(page, h.url);
  await play.setFast();
  // Wait until the computer has flown a few moves: pieces sit on and near numbered spaces.
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=play]').dataset.steps) >= 12, null, { timeout: 60000 });
  const report = await page.evaluate(() => {
    const nums = [...document.querySelectorAll('[data-testid=board] .space-num')];
    const pieces = [...document.querySelectorAll('[data-testid=board] .piece')];
    const hidden = [];
    let near = 0;
    for (const t of nums) {
      const r = t.getBoundingClientRect();
      for (const p of pieces) {
        for (const part of p.querySelectorAll('*')) {
          const q = part.getBoundingClientRect();
          const w = Math.min(q.right, r.right) - Math.max(q.left, r.left);
          const h = Math.min(q.bottom, r.bottom) - Math.max(q.top, r.top);
          if (w <= 1 || h <= 1) continue;
          near++;
          // The number must be painted after (above) any part of a piece that overlaps it.
          if (!(part.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING)) {
            hidden.push(`${t.textContent} under ${p.dataset.piece}`);
          }
        }
      }
    }
    return { numbers: nums.length, pieces: pieces.length, near, hidden: [...new Set(hidden)] };
  });
  assert.equal(report.numbers, 72, 'every space has its number');
  assert.ok(report.pieces >= 2, 'pieces on the map');
  assert.ok(report.near > 0, 'some piece overlaps some number, so the check checks something');
  assert.deepEqual(report.hidden, []);
  assert.deepEqual(page.errors, []);
  await context.close();
});
