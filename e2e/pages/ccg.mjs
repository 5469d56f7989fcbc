// Page object for the James Bond CCG's table (both rule sets): the scoreboard, the seats, the
// hand, the action buttons grouped by kind, the response window and the card zoom.
import { PlayPage } from './app.mjs';

export { seeded } from './yolt.mjs';

export class CcgPlay extends PlayPage {
  root() {
    return this.page.getByTestId('ccg');
  }
  /** Action buttons, optionally of one kind (pass, start, draw, plot, attack, recruit, q,
   *  intrigue, assign, discard, done). */
  actions(kind) {
    const sel = kind ? `[data-testid=ccg-action][data-kind=${kind}]` : '[data-testid=ccg-action]';
    return this.page.locator(sel);
  }
  prompt() {
    return this.page.getByTestId('prompt');
  }
  gameOver() {
    return this.page.locator('.game-over');
  }
  zoom() {
    return this.page.getByTestId('ccg-zoom');
  }
  /** The root's data-* state: step, turn, seat, toAct, viewer, window, variant. */
  async state() {
    return this.root().evaluate((e) => ({ ...e.dataset }));
  }
  /** The shell's count of actions played so far. */
  async steps() {
    return Number((await this.page.getByTestId('play').getAttribute('data-steps')) ?? 0);
  }
  /** The viewer's hand: [{ id, label }] (label: the face's accessible name, "Name, Type"). */
  async hand() {
    return this.page
      .locator('[data-testid=hand-card]')
      .evaluateAll((els) => els.map((e) => ({ id: e.dataset.card, label: e.querySelector('svg')?.getAttribute('aria-label') ?? '' })));
  }
  /** Every card id shown face up anywhere on the page. */
  async shownIds() {
    return this.page.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
  }
  async setFast() {
    const b = this.page.getByRole('button', { name: 'Fast computer moves' });
    if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }
  /** Wait until the viewer has something to do, the curtain is down, or the game is over;
   *  true when it is over. */
  async waitForDecision(timeout = 90000) {
    await this.page.waitForFunction(
      () =>
        document.querySelector('.game-over') ||
        document.querySelector('.curtain') ||
        document.querySelector('[data-testid=ccg-action]') ||
        document.querySelector('[data-testid=ccg-start-pick]:not([disabled])'),
      null,
      { timeout },
    );
    return (await this.gameOver().count()) > 0;
  }
  /** Press a button, then wait until the shell counts a new action (or the curtain comes
   *  down before the next person). */
  async act(locator) {
    const before = await this.steps();
    await this.bringIntoView(locator);
    await locator.click();
    await this.page.waitForFunction(
      (n) => {
        if (document.querySelector('.curtain')) return true;
        const p = document.querySelector('[data-testid=play]');
        return p && Number(p.dataset.steps) > n;
      },
      before,
      { timeout: 30000 },
    );
  }
  /** One decision like a simple player; returns the kind of button pressed (a Licence to
   *  Kill start's Mission or Villain: 'start-pick'). */
  async playOne(rand) {
    const picks = this.page.locator('[data-testid=ccg-start-pick]:not([disabled])');
    const n = await picks.count();
    if (n) {
      const stage = await this.page.getByTestId('ccg-start').getAttribute('data-stage');
      const pick = picks.nth(Math.floor(rand() * n));
      await this.bringIntoView(pick);
      await pick.click();
      await this.page.locator(`[data-testid=ccg-start]:not([data-stage=${stage}])`).waitFor();
      return 'start-pick';
    }
    const on = await this.survey('ccg-action', 'kind');
    for (const kind of ['pass', 'start', 'draw', 'plot', 'recruit', 'q', 'attack', 'assign', 'done', 'discard', 'intrigue']) {
      const n = on.groups[kind] ?? 0;
      if (n) {
        await this.act(this.actions(kind).nth(Math.floor(rand() * n)));
        return kind;
      }
    }
    throw new Error('no decision on screen: ' + (await this.prompt().textContent()));
  }
}

/** Licence to Kill's start chooser: its stage, the cards on offer, the rule line. */
export function startChooser(page) {
  const root = page.getByTestId('ccg-start');
  const card = '.ccg-start-card';
  return {
    stage: (s) => page.locator(`[data-testid=ccg-start][data-stage=${s}]`),
    /** The cards that may be chosen now (a Bond's card starts the game). */
    cards: () => root.locator(`${card}:not([disabled])`),
    /** The cards the rules bar (greyed, each saying why). */
    barred: () => root.locator(`${card}[disabled]`),
    captions: () => root.locator(`${card}:not([disabled]) .ccg-start-values`).allTextContents(),
    rule: () => page.getByTestId('ccg-start-rule'),
  };
}

/** The first action of the save `id` as the app stored it: { seat, action }. */
export async function firstSavedAction(page, id) {
  const key = `qbranch.save.${id}`;
  await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.record.actions.length > 0, key);
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions[0], key);
}

/** The "skip players who cannot answer" checkbox of the card game's new-game options. */
export function skipUnableBox(page) {
  return page.getByTestId('ccg-skip-unable');
}

/** The setup of the save `id` as the app stored it (its record's setup). */
export async function savedSetup(page, id) {
  const key = `qbranch.save.${id}`;
  await page.waitForFunction((k) => localStorage.getItem(k), key);
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.setup, key);
}

/** How many "… passes" lines the game log holds. */
export async function loggedPasses(page) {
  // The log shows the latest 40 moves until asked for all of them.
  const all = page.locator('[data-testid=log-all][aria-pressed=false]');
  if (await all.count()) {
    await all.click();
    await page.locator('[data-testid=log-all][aria-pressed=true]').waitFor();
  }
  return page.locator('.log-line .log-text').evaluateAll((els) => els.filter((e) => / passes$/.test(e.textContent.trim())).length);
}

/**
 * The viewer's hand cards a player cannot reach without scrolling: outside the viewport, or
 * with no part left uncovered to tap (a full hand overlaps like a fan; each card keeps its left
 * edge in sight). Returns their ids.
 */
export async function handOutOfSight(page) {
  return page.locator('[data-testid=hand-card]').evaluateAll((cards) => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    return cards
      .filter((c) => {
        const r = c.getBoundingClientRect();
        if (r.width < 1 || r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) return true;
        const hit = document.elementFromPoint(r.left + 12, r.top + r.height / 2);
        return !hit || !c.contains(hit);
      })
      .map((c) => c.dataset.card);
  });
}

/**
 * The smallest rendered type, in CSS pixels, on the cards shown in `scope` (a selector): card
 * faces (an SVG text's font size times the scale its SVG is drawn at) and chips (their computed
 * font size). Only what is rendered counts (a closed seat's cards are not). `{ px, what }`.
 */
export async function smallestCardText(page, scope) {
  return page.evaluate((scope) => {
    let px = Infinity;
    let what = '';
    const note = (size, el) => {
      if (size < px) {
        px = size;
        what = `${el.textContent.trim()} (${el.closest('[data-card]')?.dataset.card ?? ''})`;
      }
    };
    for (const root of document.querySelectorAll(scope)) {
      for (const svg of root.querySelectorAll('svg.cf')) {
        const box = svg.getBoundingClientRect();
        if (box.width < 1) continue;
        const scale = box.width / svg.viewBox.baseVal.width;
        for (const t of svg.querySelectorAll('text')) note(parseFloat(getComputedStyle(t).fontSize) * scale, t);
      }
      for (const chip of root.querySelectorAll('.ccg-chip span')) {
        if (chip.getBoundingClientRect().width < 1) continue;
        note(parseFloat(getComputedStyle(chip).fontSize), chip);
      }
    }
    return { px, what };
  }, scope);
}

/** How far the page itself, and the card table inside its box, run past the screen (px). */
export async function overflow(page) {
  return page.evaluate(() => {
    const ccg = document.querySelector('[data-testid=ccg]');
    return {
      page: document.scrollingElement.scrollHeight - window.innerHeight,
      table: ccg ? ccg.scrollHeight - ccg.clientHeight : null,
    };
  });
}
