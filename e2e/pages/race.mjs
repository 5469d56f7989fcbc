// Page object for "James Bond 007", the briefcase race: start a game from the new-game form,
// read the board from the DOM, and take decisions through the highlighted destinations, the
// chooser, the rob / take / retrieve buttons and the discard control. It holds no copy of the
// race's rules: every move it makes is one the screen offers.
import { seeded } from './yolt.mjs';
import { hiddenChoices } from './app.mjs';

/** Every choice the race can offer: the destination rings, the special moves, the discard
 *  control and, while picking, the cards themselves; while the chooser is open over the board
 *  (the rings under it), its ways. */
const CHOOSER = '[data-testid=way], [data-testid=way-cancel]';
const CHOICES = [
  '[data-testid=dest] .rb-dest-ring',
  '[data-testid=retrieve]',
  '[data-testid=rob]',
  '[data-testid=take-centre]',
  '[data-testid=discard-start]',
  '[data-testid=discard-confirm]',
  '[data-testid=discard-cancel]',
  '.race-card-btn',
].join(', ');

export class RacePage {
  /** @param {import('playwright-core').Page} page */
  constructor(page, base) {
    this.page = page;
    this.base = base;
    this.rand = seeded(5);
  }

  /** Start a race: `seats` lists each seat's controller ("human", "easy", "normal"…). */
  async newGame(seats) {
    const p = this.page;
    await p.goto(`${this.base}#/new/race`);
    await p.locator('form').waitFor();
    await p.getByRole('group', { name: 'Number of players' })
      .getByRole('button', { name: new RegExp(`^(✓\\s*)?${seats.length}$`) }).click();
    for (let i = 0; i < seats.length; i++) {
      await p.locator(`#seat-ctrl-${i}`).selectOption(seats[i]);
    }
    await p.getByRole('button', { name: 'Start the game' }).click();
    await p.waitForURL(/#\/play\//);
    return p.url().split('#/play/')[1];
  }

  race() {
    return this.page.locator('[data-testid=race]');
  }

  curtain() {
    return this.page.locator('.curtain');
  }

  /** Switch the computer players to fast moves. */
  async fastComputer() {
    const b = this.page.getByRole('button', { name: /Computer: step by step/ });
    if (await b.count()) await b.click();
  }

  /** Everything the policy needs, read from the DOM in one go. */
  async snapshot() {
    return this.page.evaluate(() => {
      const race = document.querySelector('[data-testid=race]');
      if (!race) return null;
      const agents = [...document.querySelectorAll('[data-testid=agent]')].map((a) => ({
        seat: +a.dataset.seat,
        at: a.dataset.at,
        home: a.dataset.home,
        case: a.dataset.case === 'true',
        open: a.dataset.gateOpen === 'true',
      }));
      return {
        viewer: race.dataset.viewer === '' ? null : +race.dataset.viewer,
        toAct: race.dataset.toAct === '' ? null : +race.dataset.toAct,
        agents,
        hand: [...document.querySelectorAll('[data-testid=card]')].map((c) => c.dataset.card),
        boats: [...document.querySelectorAll('[data-testid=boat]')].map((b) => b.dataset.at),
        dests: [...document.querySelectorAll('[data-testid=dest]')].map((d) => ({
          space: d.dataset.space,
          tag: d.dataset.tag,
        })),
        retrieve: !!document.querySelector('[data-testid=retrieve]'),
        rob: !!document.querySelector('[data-testid=rob]'),
        takeCentre: !!document.querySelector('[data-testid=take-centre]'),
        canDiscard: !!document.querySelector('[data-testid=discard-start]'),
        outcome: document.querySelector('.game-over') ? document.querySelector('.game-over').textContent : null,
      };
    });
  }

  /** Wait until the screen shows a decision for a human, or the end. Returns the snapshot. */
  async waitForHumanTurn(timeout = 60000) {
    const p = this.page;
    await p.waitForFunction(() => {
      if (document.querySelector('.game-over')) return true;
      if (document.querySelector('.curtain')) return true;
      const race = document.querySelector('[data-testid=race]');
      if (!race) return false;
      return !!document.querySelector('[data-testid=dest], [data-testid=discard-start], [data-testid=retrieve]');
    }, null, { timeout });
    return this.snapshot();
  }

  /** Tap a destination ring; when the chooser opens (a card or a choice of ways), take the
   *  first way offered (a robbery when `preferRob` and one is offered). */
  async clickDest(space, preferRob = false) {
    const p = this.page;
    const before = await this.signature();
    await p.locator(`[data-testid=dest][data-space="${space}"] .rb-dest-ring`).click();
    // Every move opens the chooser to confirm it (a mis-tap is cancelled there).
    await p.waitForFunction(
      (b) => document.querySelector('[data-testid=chooser]') || window.__raceSig() !== b,
      before,
    );
    const chooser = p.locator('[data-testid=chooser]');
    if (await chooser.count()) {
      const rob = chooser.locator('[data-testid=way][data-rob=true]');
      if (preferRob && (await rob.count())) await rob.first().click();
      else await chooser.locator('[data-testid=way]').first().click();
    }
  }

  async discardTwo(cards) {
    const p = this.page;
    await p.locator('[data-testid=discard-start]').click();
    for (const c of cards) await p.locator(`[data-testid=card][data-card="${c}"] button`).click();
    await p.locator('[data-testid=discard-confirm]').click();
  }

  /** Take one decision the screen offers: take the case back, rob or take the documents when
   *  offered, else move to one of the highlighted destinations (chosen by a seeded random
   *  generator, so a run repeats), else discard the first two cards. Returns what was done. */
  async playOne(s) {
    const before = await this.signature();
    const what = await this.decide(s);
    await this.changed(before);
    return what;
  }

  async decide(s) {
    for (const id of ['retrieve', 'rob', 'take-centre']) {
      const b = this.page.locator(`[data-testid=${id}]`);
      if (await b.count()) {
        await b.first().click();
        return id;
      }
    }
    if (s.dests.length) {
      const d = s.dests[Math.floor(this.rand() * s.dests.length)];
      await this.clickDest(d.space, true);
      return `move to ${d.space} (${d.tag})`;
    }
    if (s.canDiscard) {
      await this.discardTwo(s.hand.slice(0, 2));
      return 'discard';
    }
    throw new Error('no decision on screen');
  }

  /** A short fingerprint of what the screen shows (positions, case, hand, whose turn). */
  async signature() {
    await this.page.evaluate(() => {
      window.__raceSig ??= () => {
        const race = document.querySelector('[data-testid=race]');
        if (!race) return 'none';
        return [...document.querySelectorAll('[data-testid=agent]')].map((a) => a.dataset.at + a.dataset.case).join()
          + '|' + [...document.querySelectorAll('[data-testid=card]')].map((c) => c.dataset.card).join()
          + '|' + race.dataset.toAct;
      };
    });
    return this.page.evaluate(() => window.__raceSig());
  }

  /** What a player could not see without scrolling: the offered choices and the hand's cards
   *  out of the viewport or covered (their labels), and how far the page itself scrolls (px). */
  async outOfSight() {
    return {
      choices: await hiddenChoices(this.page, (await this.page.getByTestId('chooser').count()) ? CHOOSER : CHOICES),
      hand: await hiddenChoices(this.page, '[data-testid=card]'),
      overflow: await this.page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight),
    };
  }

  /** Wait until the fingerprint differs from `before` (or the curtain or the end shows). */
  async changed(before) {
    await this.page.waitForFunction((b) => {
      if (document.querySelector('.game-over') || document.querySelector('.curtain')) return true;
      return window.__raceSig() !== b;
    }, before, { timeout: 20000 });
  }
}
