// A lesson ("Learn to play") as a learner meets it: the panel's words, the ringed choice,
// Continue, and "play on" at the end. Every wait is on the panel's data-* state.
import { App } from './app.mjs';

/** The panel's state, read in one round trip (null without a lesson panel). */
function readLesson() {
  const p = document.querySelector('[data-testid=lesson]');
  const play = document.querySelector('[data-testid=play]');
  if (!p || !play) return null;
  return {
    step: Number(p.dataset.step),
    phase: p.dataset.phase,
    taught: p.dataset.taught,
    say: p.querySelector('[data-testid=lesson-say]').textContent.trim(),
    note: p.querySelector('[data-testid=lesson-note]').textContent.trim(),
    rings: document.querySelectorAll('[data-lesson-ring="true"]').length,
    // Every ringed choice is drawn so: a button's outline, a chase map space's white focus
    // ring, a race destination's white circle.
    ringsDrawn: [...document.querySelectorAll('[data-lesson-ring="true"]')].every((el) => {
      if (el.tagName.toLowerCase() !== 'g') return getComputedStyle(el).outlineStyle !== 'none';
      const focus = el.querySelector('.tap-focus');
      if (focus) return getComputedStyle(focus).opacity === '1';
      return getComputedStyle(el.querySelector('.rb-dest-hit')).stroke === 'rgb(255, 255, 255)';
    }),
    steps: Number(play.dataset.steps),
    thinking: play.dataset.thinking === 'true',
  };
}

/** After a pick pressed (marked `data-e2e-pressed`): 'played' once the lesson has gone past
 *  step `after`, 'pick' once the ring has moved on to the move's next pick. */
function movedOn(after) {
  const p = document.querySelector('[data-testid=lesson]');
  if (p && Number(p.dataset.step) > after) return 'played';
  const rings = [...document.querySelectorAll('[data-lesson-ring="true"]')];
  return rings.length > 0 && rings.every((el) => !el.dataset.e2ePressed) ? 'pick' : false;
}

/** True once the panel shows a step the learner can follow: words to Continue past, the
 *  ringed choice in place, or the end. */
function settled(after) {
  const p = document.querySelector('[data-testid=lesson]');
  const play = document.querySelector('[data-testid=play]');
  if (!p || !play || play.dataset.thinking === 'true') return false;
  if (after !== null && Number(p.dataset.step) <= after) return false;
  switch (p.dataset.phase) {
    case 'read':
    case 'played':
      return !!p.querySelector('[data-testid=lesson-continue]');
    case 'learner':
      return !!document.querySelector('[data-lesson-ring="true"]');
    case 'complete':
      return !!p.querySelector('[data-testid=lesson-play-on]');
    default:
      return false;
  }
}

export class LessonPage extends App {
  panel() {
    return this.page.getByTestId('lesson');
  }
  async state() {
    return this.page.evaluate(readLesson);
  }
  /** Wait for a step the learner can follow (after step `after`, when given). */
  async settle(after = null, timeout = 30000) {
    await this.page.waitForFunction(settled, after, { timeout });
    return this.state();
  }
  /** From the home page: the game's tile's "Learn to play". */
  async startFromHome(game) {
    await this.go('#/');
    await this.page.locator(`li.tile[data-game="${game}"] [data-testid=learn]`).click();
    return this.settle();
  }
  /** From the game's rules page. */
  async startFromRules(game) {
    await this.go(`#/rules/${game}`);
    await this.page.getByTestId('learn').click();
    return this.settle();
  }
  /** The ringed choice to press: the map's space when it has one (touch), else the button. */
  ringed({ preferMap = true } = {}) {
    const ring = '[data-lesson-ring="true"]';
    return preferMap
      ? this.page.locator(`g${ring}, button${ring}`).first()
      : this.page.locator(`button${ring}, g${ring}`).first();
  }
  /** Press `locator` as the device would: a tap, or Enter on it once Tab has reached it. */
  async press(locator, how) {
    if (how === 'touch') {
      await locator.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      const hit = locator.locator('.tap-hit');
      await ((await hit.count()) ? hit : locator).tap();
      return;
    }
    await this.tabTo(locator);
    await this.page.keyboard.press('Enter');
  }
  /** Press Tab until `locator` has the focus (it is reachable by keyboard), at most 80 times. */
  async tabTo(locator) {
    for (let i = 0; i < 80; i++) {
      if (await locator.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the choice the lesson asks for');
  }
  /** Follow the step shown: Continue, or the ringed choice. Resolves to the next state. */
  async follow(how) {
    const s = await this.state();
    if (s.phase === 'read' || s.phase === 'played') {
      await this.press(this.panel().getByTestId('lesson-continue'), how);
    } else if (s.phase === 'learner') {
      // A move made of several picks (a destination then a way; a Mission, a Villain, then a
      // Bond): the ring moves on to each next pick until the move itself is pressed.
      for (let pick = 1; ; pick++) {
        const ringed = this.ringed({ preferMap: how === 'touch' });
        await ringed.evaluate((el) => { el.dataset.e2ePressed = 'true'; });
        await this.press(ringed, how);
        const moved = await (await this.page.waitForFunction(movedOn, s.step, { timeout: 30000 })).jsonValue();
        if (moved === 'played') break;
        if (pick === 4) throw new Error(`step ${s.step}: four picks and the move is still not made`);
      }
    } else {
      throw new Error(`nothing to follow in phase ${s.phase}`);
    }
    return this.settle(s.step);
  }
  /** Press "play on" at the end; resolves once the lesson has handed the game over. */
  async playOn(how) {
    await this.press(this.panel().getByTestId('lesson-play-on'), how);
    await this.page.waitForFunction(
      () => document.querySelector('[data-testid=play]')?.dataset.lesson === 'off' && !document.querySelector('[data-testid=lesson]'),
    );
  }
}
