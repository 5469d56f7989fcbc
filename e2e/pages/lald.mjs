// Page object for Live and Let Die's play screen: the SVG board's highlighted spaces and
// boats, the action buttons with their odds, the number square, Bond's hits, the hands.
import { PlayPage } from './app.mjs';

export { seeded } from './yolt.mjs';

export class LaldPlay extends PlayPage {
  root() {
    return this.page.getByTestId('lald');
  }
  /** The highlighted spaces (forward steps, setup facings, boats to pick). */
  taps() {
    return this.page.locator('[data-testid=tap]');
  }
  /** Action buttons, optionally of one group (roll, select, face, dodge, end, fire,
   *  manoeuvre, force, cards, draw). */
  actions(group) {
    const sel = group ? `[data-testid=lald-action][data-group=${group}]` : '[data-testid=lald-action]';
    return this.page.locator(sel);
  }
  prompt() {
    return this.page.getByTestId('prompt');
  }
  numberSquare() {
    return this.page.getByTestId('number-square');
  }
  gameOver() {
    return this.page.locator('.game-over');
  }
  /** Boats drawn on the board: [{ id, space, heading }]. */
  async boats() {
    return this.page
      .locator('[data-testid=board] [data-piece]')
      .evaluateAll((els) =>
        els.map((e) => ({ id: e.dataset.piece, space: e.dataset.space ?? null, heading: e.dataset.heading })),
      );
  }
  /** The viewer's hand: card ids (data-card) as drawn. */
  async hand() {
    return this.page
      .locator('[data-testid=hand-card]')
      .evaluateAll((els) => els.map((e) => ({ id: e.dataset.card, label: e.getAttribute('aria-label'), playable: e.dataset.playable })));
  }
  async bondHits() {
    return Number(await this.page.getByTestId('bond-hits').getAttribute('data-hits'));
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
      () =>
        document.querySelector('.game-over') ||
        document.querySelector('.curtain') ||
        document.querySelector('[data-testid=tap]') ||
        document.querySelector('[data-testid=lald-action]'),
      null,
      { timeout },
    );
    return (await this.gameOver().count()) > 0;
  }
  /** Tap or press, then wait until the log shows a new action (or, in hot-seat, the curtain
   *  comes down before the next person). */
  async act(locator) {
    const before = await this.actionCount();
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
  /**
   * One decision like a simple player: dodge or roll when asked, fire when a shot has at
   * least `minFire` % (the best chance of a hit, read from the button's own odds), go on to a
   * random highlighted space, pick or point a boat, end the move, draw. Returns what it did.
   * What is on offer is read in one round trip (`survey`).
   */
  async playOne(rand, { minFire = 25 } = {}) {
    const on = await this.survey('lald-action', 'group', 'best');
    for (const g of ['dodge', 'roll']) {
      if (on.groups[g]) {
        await this.act(this.actions(g).first());
        return g;
      }
    }
    if (on.fire.length) {
      const best = on.fire.indexOf(Math.max(...on.fire));
      if (on.fire[best] >= minFire) {
        await this.act(this.actions('fire').nth(best));
        return 'fire';
      }
    }
    if (on.taps) {
      await this.act(this.taps().nth(Math.floor(rand() * on.taps)));
      return on.tapClass.replace('tap ', '');
    }
    for (const g of ['select', 'face', 'end', 'draw', 'fire', 'manoeuvre', 'force', 'cards']) {
      if (on.groups[g]) {
        await this.act(this.actions(g).first());
        return g;
      }
    }
    throw new Error('no decision on screen: ' + (await this.prompt().textContent()));
  }
}
