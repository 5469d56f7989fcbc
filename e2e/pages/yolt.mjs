// Page object for You Only Live Twice's play screen: the SVG board's highlighted spaces, the
// action buttons with their odds, the crater, the pieces and the status sheets.
import { PlayPage } from './app.mjs';

/** A small seeded generator, so a test run can be repeated move for move. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class YoltPlay extends PlayPage {
  root() {
    return this.page.getByTestId('yolt');
  }
  /** The highlighted spaces (forward steps, setup facings, helicopters to pick). */
  taps() {
    return this.page.locator('[data-testid=tap]');
  }
  /** Action buttons, optionally of one group (roll, select, face, dodge, manoeuvre, fire, force, end). */
  actions(group) {
    const sel = group ? `[data-testid=yolt-action][data-group=${group}]` : '[data-testid=yolt-action]';
    return this.page.locator(sel);
  }
  prompt() {
    return this.page.getByTestId('prompt');
  }
  craterNumber() {
    return this.page.getByTestId('crater-number');
  }
  gameOver() {
    return this.page.locator('.game-over');
  }
  /** Pieces drawn on the board: [{ id, level }]. */
  async pieces() {
    return this.page
      .locator('[data-testid=board] [data-piece]')
      .evaluateAll((els) => els.map((e) => ({ id: e.dataset.piece, level: e.dataset.level })));
  }
  /** Checked-off boxes per row of one piece's status sheet, e.g. { Hits: 1, 'Machine gun': 2 }. */
  async sheet(piece) {
    return this.page.getByTestId(`sheet-${piece}`).locator('.sheet-row').evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((r) => [
          r.getAttribute('aria-label').split(':')[0],
          r.querySelectorAll('.box.checked').length,
        ]),
      ),
    );
  }
  async setFast() {
    const b = this.page.getByRole('button', { name: 'Fast computer moves' });
    if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
    // The switch sits in the panel below the board on a tablet: back to the top, as a player
    // would scroll back to the board.
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }
  /** Wait until the viewer has something to do, or the game is over; true when it is over. */
  async waitForDecision(timeout = 60000) {
    await this.page.waitForFunction(
      () =>
        document.querySelector('.game-over') ||
        document.querySelector('[data-testid=tap]') ||
        document.querySelector('[data-testid=yolt-action]'),
      null,
      { timeout },
    );
    return (await this.gameOver().count()) > 0;
  }
  /** Hit boxes of `piece`: how many there are and how many are checked. */
  async hits(piece) {
    return this.page
      .getByTestId(`sheet-${piece}`)
      .locator('.sheet-row.hits')
      .evaluate((r) => ({
        total: r.querySelectorAll('.box').length,
        checked: r.querySelectorAll('.box.checked').length,
      }));
  }
  /** Tap (click), then wait until the log shows a new action. Two neighbouring helicopters'
   *  44 px hit circles can overlap; a tap on the covered one is then made the way a keyboard
   *  player would (focus, Enter), which every tap target supports. */
  async act(locator) {
    const before = await this.actionCount();
    // A long shot folded under "Other shots" is unfolded first, as a player would.
    if (await this.bringIntoView(locator)) {
      await locator.click();
    } else {
      await locator.focus();
      await this.page.keyboard.press('Enter');
    }
    await this.page.waitForFunction(
      (n) => {
        const s = document.querySelector('.log-line .log-step');
        return s && Number(s.textContent) > n;
      },
      before,
      { timeout: 30000 },
    );
  }
  /**
   * Take one decision like a simple, aggressive player: fire when a shot has at least
   * `minFire` % to do harm (the largest total chance of any result other than "No effect",
   * read from the button's own odds), otherwise fly on (a random highlighted space),
   * otherwise roll, dodge, pick or end the move. Returns what it did. What is on offer is
   * read in one round trip (`survey`).
   */
  async playOne(rand, { minFire = 15 } = {}) {
    const on = await this.survey('yolt-action', 'group', 'harm');
    const best = on.fire.length ? on.fire.indexOf(Math.max(...on.fire)) : -1;
    if (best >= 0 && on.fire[best] >= minFire) {
      await this.act(this.actions('fire').nth(best));
      return 'fire';
    }
    for (const g of ['dodge', 'roll']) {
      if (on.groups[g]) {
        await this.act(this.actions(g).first());
        return g;
      }
    }
    if (on.taps) {
      await this.act(this.taps().nth(Math.floor(rand() * on.taps)));
      return on.tapClass.replace('tap ', '');
    }
    for (const g of ['select', 'face', 'end']) {
      if (on.groups[g]) {
        await this.act(this.actions(g).first());
        return g;
      }
    }
    if (best >= 0) {
      await this.act(this.actions('fire').nth(best));
      return 'fire';
    }
    throw new Error('no decision on screen: ' + (await this.prompt().textContent()));
  }
}
