// Page object shared by the two chase games' play screens (You Only Live Twice, Live and Let
// Die): the highlighted spaces, the action buttons with their odds, the prompt, and playing on
// against the computer. Each game's page object adds what its screen has of its own.
import assert from 'node:assert/strict';
import { hiddenChoices, NewGamePage, PlayPage } from './app.mjs';

export { seeded } from '../lib/seeded.mjs';

export class ChasePlay extends PlayPage {
  /** `game`: 'yolt' or 'lald', the root's test id and the buttons' `<game>-action`. */
  constructor(page, base, game) {
    super(page, base);
    this.game = game;
  }
  root() {
    return this.page.getByTestId(this.game);
  }
  /** The highlighted spaces (forward steps, setup facings, pieces to pick). */
  taps() {
    return this.page.locator('[data-testid=tap]');
  }
  /** The ends of the routes flown in one tap (each with its count of spaces). */
  routes() {
    return this.page.locator('[data-testid=tap].route');
  }
  /** The longest route on offer (shorter than `below` where one is): its locator and its
   *  count of spaces. */
  async longestRoute(below = Infinity) {
    const counts = await this.routes().evaluateAll((els) =>
      els.map((e) => Number(e.querySelector('.tap-count')?.dataset.spaces ?? 0)),
    );
    const short = counts.filter((c) => c < below);
    const best = Math.max(...(short.length ? short : counts));
    const i = counts.indexOf(best);
    return { tap: this.routes().nth(i), spaces: counts[i] };
  }
  /** Fly the longest route in one tap, then take it back with one Undo: the move is one
   *  action both ways. `left()` reads the spaces still to go. */
  async routeInOneTapAndUndo(left) {
    const before = await left();
    assert.ok((await this.routes().count()) >= 1, 'a route to fly in one tap');
    // Short of the end of the move where one is, so the turn is still Bond's when Undo is
    // pressed (a Live and Let Die move flown to its last space ends the turn, and an earlier
    // turn is not undone; Bond moves at least 3 there, so a shorter route is always offered).
    const { tap, spaces } = await this.longestRoute(before);
    assert.ok(spaces >= 2, `a route of ${spaces} spaces`);
    assert.match(await tap.getAttribute('aria-label'), new RegExp(`\\(${spaces} spaces\\)$`));
    const n = await this.actionCount();
    await this.act(tap);
    assert.equal(await this.actionCount(), n + 1, 'one tap is one action');
    // Flown all the way (in You Only Live Twice a whole move leaves Bond's other actions).
    const after = await left();
    assert.ok(after === null || after === before - spaces, `${before} - ${spaces} left, not ${after}`);
    const undo = this.page.getByTestId('undo');
    await undo.click();
    await this.page.waitForFunction(
      (k) => Number(document.querySelector('.log-line .log-step')?.textContent ?? 0) === k,
      n,
    );
    assert.equal(await left(), before, 'one Undo takes the whole route back');
  }
  /** Action buttons, optionally of one group (its `data-group`). */
  actions(group) {
    const sel = `[data-testid=${this.game}-action]`;
    return this.page.locator(group ? `${sel}[data-group=${group}]` : sel);
  }
  prompt() {
    return this.page.getByTestId('prompt');
  }
  gameOver() {
    return this.page.locator('.game-over');
  }
  /** The pieces drawn on the board, each as `{ name: its data-<key> }` for the `fields`
   *  given as `{ name: key }`. */
  async boardPieces(fields) {
    return this.page
      .locator('[data-testid=board] [data-piece]')
      .evaluateAll(
        (els, fields) =>
          els.map((e) => Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, e.dataset[key] ?? null]))),
        fields,
      );
  }
  async setFast() {
    const b = this.page.getByRole('button', { name: 'Fast computer moves' });
    if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
    // The switch sits in the panel below the board on a tablet: back to the top, as a player
    // would scroll back to the board.
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }
  /** Wait until the viewer has something to do, the curtain is down, or the game is over;
   *  true when it is over. */
  async waitForDecision(timeout = 60000) {
    await this.page.waitForFunction(
      (action) =>
        document.querySelector('.game-over') ||
        document.querySelector('.curtain') ||
        document.querySelector('[data-testid=tap]') ||
        document.querySelector(`[data-testid=${action}]`),
      `${this.game}-action`,
      { timeout },
    );
    return (await this.gameOver().count()) > 0;
  }
  /** Tap (click), then wait until the log shows a new action (or, in hot-seat, the curtain
   *  comes down before the next person). Two neighbouring pieces' 44 px hit circles can
   *  overlap; a tap on the covered one is then made the way a keyboard player would (focus,
   *  Enter), which every tap target supports. */
  async act(locator) {
    const before = await this.actionCount();
    // A choice folded away (long shots, long lists) is unfolded first, as a player would.
    if (await this.bringIntoView(locator)) {
      await locator.click();
    } else {
      await locator.focus();
      await this.page.keyboard.press('Enter');
    }
    await this.page.waitForFunction(
      (n) => {
        if (document.querySelector('.curtain')) return true;
        const s = document.querySelector('.log-line .log-step');
        return s && Number(s.textContent) > n;
      },
      before,
      { timeout: 30000 },
    );
  }
  /** As the Enemy at setup: point A, B, C and D in turn, each by tapping its first
   *  highlighted space. */
  async pointEnemy() {
    for (const p of ['A', 'B', 'C', 'D']) {
      await this.waitForDecision();
      assert.match(await this.prompt().textContent(), new RegExp(`^Point Enemy ${p}`));
      await this.act(this.taps().first());
    }
  }
  /** From a finished game's screen, step through its replay (`total` actions): the same board
   *  at the end, all five pieces back on the map at the start with nothing to tap, one step
   *  with the arrow key, and the end again. `pieces` reads the board's pieces. Returns the
   *  replay's step count. */
  async checkReplay(total, pieces) {
    const final = await pieces();
    await this.page.getByRole('link', { name: 'Replay the game' }).click();
    const count = this.page.getByTestId('replay-count');
    await count.waitFor();
    assert.equal(await count.textContent(), `${total} / ${total}`);
    assert.deepEqual(await pieces(), final);
    await this.page.getByRole('button', { name: 'Jump to the start' }).click();
    assert.equal(await count.textContent(), `0 / ${total}`);
    assert.equal((await pieces()).length, 5);
    assert.equal(await this.taps().count(), 0, 'nothing to tap in a replay');
    await this.page.keyboard.press('ArrowRight');
    assert.equal(await count.textContent(), `1 / ${total}`);
    await this.page.getByRole('button', { name: 'Jump to the end' }).click();
    assert.deepEqual(await pieces(), final);
    return count;
  }
  /** Press the first button of the first of `groups` on offer (`on`: a `survey`); returns
   *  that group, or null when none is on offer. */
  async pressFirst(on, groups) {
    const g = groups.find((x) => on.groups[x]);
    if (!g) return null;
    await this.act(this.actions(g).first());
    return g;
  }
  /** Tap a random highlighted space; returns its kind (step, face, select). */
  async tapAny(on, rand) {
    await this.act(this.taps().nth(Math.floor(rand() * on.taps)));
    return on.tapClass.replace('tap ', '');
  }
  /** Press the fire button with the best score when it reaches `min` (`on.fire`: each fire
   *  button's score); returns whether it fired. */
  async fireBest(on, min) {
    if (!on.fire.length) return false;
    const best = on.fire.indexOf(Math.max(...on.fire));
    if (on.fire[best] < min) return false;
    await this.act(this.actions('fire').nth(best));
    return true;
  }
}

/** Start `game` with `human` ('bond' or 'enemy') against the computer at easy; the page object
 *  `Play` is waited on and switched to fast computer moves. */
export async function startAgainstComputer(h, page, game, Play, human) {
  const ng = new NewGamePage(page, h.url);
  await ng.open(game);
  await ng.setSeat(0, { by: human === 'bond' ? 'human' : 'easy' });
  await ng.setSeat(1, { by: human === 'enemy' ? 'human' : 'easy' });
  const id = await ng.start();
  const play = new Play(page, h.url);
  await play.root().waitFor();
  await play.setFast();
  return { id, play };
}

/** Play decisions until the game ends or `until` says stop, checking at each that every
 *  choice is in sight (no scrolling, nothing covering it); returns what was done. */
export async function playOn(play, rand, { until = () => false, limit = 60 } = {}) {
  const choices = `[data-testid=${play.game}-action], [data-testid=tap], [data-testid=hint]`;
  const done = {};
  for (let i = 0; i < limit; i++) {
    if (await play.waitForDecision()) return done;
    const hidden = await hiddenChoices(play.page, choices);
    assert.deepEqual(hidden, [], `decision ${i}: choices out of sight`);
    done.checked = (done.checked ?? 0) + 1;
    if (await until(done)) return done;
    const what = await play.playOne(rand);
    done[what] = (done[what] ?? 0) + 1;
  }
  throw new Error(`not there after ${limit} decisions: ${JSON.stringify(done)}`);
}
