// Page objects for the Q Branch shell. Selectors are roles and visible text where possible.

/** Visible controls smaller than 44 × 44 px (touch targets), by their text. */
export async function smallControls(page) {
  return page.locator('a.btn, button, select, input:not([type=file]), .crumbs a').evaluateAll((els) =>
    els
      .filter((e) => e.offsetParent !== null)
      .map((e) => ({ t: (e.textContent || e.id || e.type).trim(), r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(({ t, r }) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`),
  );
}

/** Switch "Fast computer moves" on (the setting is kept between visits: press it only when off). */
/**
 * The choices matching `sel` a player cannot see without hunting: outside the viewport (no
 * scrolling allowed), clipped, or covered at their centre by something else. A choice folded
 * in a closed <details> counts as seen when that details' summary is. Returns their labels.
 */
export async function hiddenChoices(page, sel) {
  return page.evaluate((sel) => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const seen = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    };
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      const folded = el.closest('details:not([open])');
      // A map's tap is probed at its hit circle, not at the middle of the circle and its count.
      const target = folded ? folded.querySelector('summary') : (el.querySelector('.tap-hit') ?? el);
      if (!seen(target)) {
        const r = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ');
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const by = hit ? ` under ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : '';
        out.push(`${name.slice(0, 50)} @${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}${by}`);
      }
    }
    return out;
  }, sel);
}

export async function fastComputerMoves(page) {
  const b = page.getByRole('button', { name: 'Fast computer moves' });
  if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
}

export class App {
  constructor(page, baseUrl) {
    this.page = page;
    this.base = baseUrl;
  }
  async go(hash = '#/') {
    await this.page.goto(this.base + hash);
    await this.page.locator('main#main > *').first().waitFor();
  }
  async reload() {
    await this.page.reload();
    await this.page.locator('main#main > *').first().waitFor();
  }
  /** Every localStorage entry, to prove an action changed nothing. */
  async storage() {
    return this.page.evaluate(() => {
      const out = {};
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        out[k] = localStorage.getItem(k);
      }
      return out;
    });
  }
  async putSave(id, text) {
    await this.page.evaluate(([k, v]) => localStorage.setItem(k, v), [`qbranch.save.${id}`, text]);
  }
}

export class HomePage extends App {
  tiles() {
    return this.page.locator('ul.tiles > li.tile');
  }
  /** Ids of the games that can be started in this build (only those with secrets, if asked). */
  async playableGames({ hidden = false } = {}) {
    const sel = hidden ? 'li.tile[data-hidden-information="true"]' : 'li.tile';
    return this.page
      .locator(`${sel}:has(a:text-is("New game"))`)
      .evaluateAll((els) => els.map((e) => e.dataset.game));
  }
}

/** The ids of the games this build can start, from the home tiles. A test that needs one and
 *  finds none fails: it never passes by testing nothing. */
export async function playableGames(page, baseUrl, { hidden = false } = {}) {
  const home = new HomePage(page, baseUrl);
  await home.go('#/');
  await home.tiles().first().waitFor();
  const games = await home.playableGames({ hidden });
  if (!games.length) throw new Error(`no playable game${hidden ? ' with secrets' : ''} on the home page`);
  return games;
}

/** The first game this build can start, else null (for screenshot.mjs). */
export async function findPlayableGame(page, baseUrl, { hidden = false } = {}) {
  const home = new HomePage(page, baseUrl);
  await home.go('#/');
  const games = await home.playableGames({ hidden });
  return games[0] ?? null;
}

export class NewGamePage extends App {
  async open(game) {
    await this.go(`#/new/${game}`);
    await this.page.locator('form.form').waitFor();
  }
  seatRows() {
    return this.page.locator('li.seat-row');
  }
  async setSeat(i, { name, by } = {}) {
    if (name !== undefined) await this.page.locator(`#seat-name-${i}`).fill(name);
    if (by !== undefined) await this.page.locator(`#seat-ctrl-${i}`).selectOption(by);
  }
  async everySeat(by) {
    const n = await this.seatRows().count();
    for (let i = 0; i < n; i++) await this.setSeat(i, { by });
  }
  async start() {
    await this.page.getByRole('button', { name: 'Start the game' }).click();
    await this.page.locator('[data-testid=play], .curtain').first().waitFor();
    return new URL(this.page.url()).hash.split('/').pop();
  }
  /** Open `game`'s form, give seat i the controller `by[i]` (`human`, `easy`, …) and start;
   * resolves to the new save's id. */
  async startWith(game, by) {
    await this.open(game);
    for (const [i, b] of by.entries()) await this.setSeat(i, { by: b });
    return this.start();
  }
}

export class PlayPage extends App {
  /**
   * Get a choice ready to be pressed, in one round trip to the page: open the <details> it is
   * folded in (as a player would), scroll it into view when it is not (centred, as Playwright's
   * `scrollIntoViewIfNeeded` does), and say whether it is on top at its centre (not covered by
   * a neighbour's hit circle).
   */
  async bringIntoView(locator) {
    return locator.evaluate((el) => {
      const fold = el.closest('details');
      if (fold) fold.open = true;
      el.scrollIntoViewIfNeeded(true);
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!hit && (el === hit || el.contains(hit));
    });
  }
  /** The number of the latest action in the log (0 before any), in one round trip. */
  async actionCount() {
    return this.page.evaluate(() => Number(document.querySelector('.log-line .log-step')?.textContent ?? 0));
  }
  /**
   * What is on offer, read in one round trip: how many action buttons of each group
   * (`[data-testid=<buttons>][data-<attr>=<group>]`), the highlighted spaces and the first
   * one's class, and each fire button's score read from its own odds: `odds: 'best'` the
   * first figure of the button (Live and Let Die: the chance of a hit), `odds: 'harm'` the sum
   * of every result but "No effect" (You Only Live Twice).
   */
  async survey(buttons, attr, odds) {
    return this.page.evaluate(
      ([buttons, attr, odds]) => {
        const pct = (el) => Number((el?.textContent ?? '0').replace(/[^0-9]/g, ''));
        const score = (b) =>
          odds === 'harm'
            ? [...b.querySelectorAll('.odd')]
                .filter((o) => !/^No effect/.test(o.textContent.trim()))
                .reduce((a, o) => a + pct(o.querySelector('strong')), 0)
            : pct(b.querySelector('.odd strong'));
        const groups = {};
        const fire = [];
        for (const b of document.querySelectorAll(`[data-testid=${buttons}]`)) {
          const g = b.getAttribute(`data-${attr}`);
          groups[g] = (groups[g] ?? 0) + 1;
          if (g === 'fire') fire.push(score(b));
        }
        const taps = document.querySelectorAll('[data-testid=tap]');
        return { groups, fire, taps: taps.length, tapClass: taps[0]?.getAttribute('class') ?? null };
      },
      [buttons, attr, odds],
    );
  }
  logLines() {
    return this.page.locator('.log-line');
  }
  curtain() {
    return this.page.locator('.curtain');
  }
  board() {
    return this.page.locator('.board-area');
  }
  status() {
    return this.page.getByTestId('status');
  }
  staleBanner() {
    return this.page.getByTestId('stale');
  }
  storageBanner() {
    return this.page.getByTestId('storage-full');
  }
  choices() {
    return this.page.locator('.choice:not([disabled])');
  }
  async passCurtain() {
    await this.page.locator('.curtain button').click();
    await this.board().waitFor();
  }
  async waitForLogAtLeast(n, timeout = 30000) {
    await this.page.waitForFunction(
      (k) => document.querySelectorAll('.log-line').length >= k,
      n,
      { timeout },
    );
    return this.logLines().count();
  }
}

export class SavesPage extends App {
  async open() {
    await this.go('#/saves');
    await this.page.getByRole('heading', { name: 'Saved games' }).waitFor();
  }
  rows() {
    return this.page.locator('li.save-row');
  }
  damaged() {
    return this.page.locator('li.save-row.damaged');
  }
  row(id) {
    return this.page.locator(`li.save-row[data-save-id="${id}"]`);
  }
  importError() {
    return this.page.getByTestId('import-error');
  }
  async importText(name, text) {
    await this.page.getByTestId('import-input').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
  }
  async ids() {
    return this.rows().evaluateAll((rs) => rs.map((r) => r.dataset.saveId));
  }
  /** Import a file through the saves list; resolves to the new save's id. `byButton`: pick
   * it in the file chooser the "Import a file…" button opens, as a player does. */
  async importNew(name, text, { byButton = false } = {}) {
    const before = await this.ids();
    if (byButton) {
      const [chooser] = await Promise.all([
        this.page.waitForEvent('filechooser'),
        this.page.getByRole('button', { name: 'Import a file…' }).click(),
      ]);
      await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    } else {
      await this.importText(name, text);
    }
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('li.save-row').length > n || document.querySelector('[data-testid=import-error]'),
      before.length,
    );
    if (await this.importError().count()) throw new Error(await this.importError().textContent());
    const id = (await this.ids()).find((x) => !before.includes(x));
    if (!id) throw new Error('the import added no row');
    return id;
  }
}

/** Import a record or save file through the saves list and open it: resolves to its id. */
export async function importAndOpen(page, baseUrl, name, text, { route = 'play' } = {}) {
  const saves = new SavesPage(page, baseUrl);
  await saves.open();
  const id = await saves.importNew(name, text);
  await saves.go(`#/${route}/${id}`);
  return id;
}

/** What `frameState` reads, in the page; `null` when asked for a computer turn and there is none. */
function readFrame(whileThinking) {
  const play = document.querySelector('[data-testid=play]');
  if (whileThinking && !(play?.dataset.thinking === 'true' && document.querySelector('[data-testid=skip]'))) return null;
  const inView = (el) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= -0.5 && r.left >= -0.5 &&
      r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
  };
  const fast = [...document.querySelectorAll('button')].find((b) => /Fast computer moves/.test(b.textContent));
  return {
    overflow: document.scrollingElement.scrollHeight - innerHeight,
    fast: inView(fast),
    skip: inView(document.querySelector('[data-testid=skip]')),
    roll: inView(document.querySelector('.dice-tray')),
  };
}

/**
 * The play frame read in one round trip: how far the page itself scrolls
 * (`document.scrollingElement.scrollHeight - innerHeight`, 0 when it cannot), and for each of
 * the turn's controls ("Fast computer moves", "Skip to my turn", the last roll) whether it is
 * wholly inside the viewport (`null`: not on the page). `duringComputerTurn` waits for a
 * computer's turn (with "Skip to my turn" up) and reads it in the same frame.
 */
export async function frameState(page) {
  return page.evaluate(readFrame, false);
}

export async function frameDuringComputerTurn(page, timeout = 30000) {
  const handle = await page.waitForFunction(readFrame, true, { timeout });
  return handle.jsonValue();
}

/** "While you were away": the recap box of the play screen. */
export class RecapPanel {
  constructor(page) {
    this.page = page;
  }
  root() {
    return this.page.getByTestId('recap');
  }
  /** Wait until the recap tells back a stretch and the viewer is to act; its data-* state. */
  async waitShown(timeout = 90000) {
    await this.page.waitForFunction(
      () => {
        const r = document.querySelector('[data-testid=recap]');
        const p = document.querySelector('[data-testid=play]');
        return r && Number(r.dataset.recapSteps) > 0 && p.dataset.thinking === 'false' && p.dataset.toAct === p.dataset.viewer;
      },
      null,
      { timeout },
    );
    return this.state();
  }
  async state() {
    return this.root().evaluate((e) => ({
      steps: Number(e.dataset.recapSteps),
      first: Number(e.dataset.recapFirst || 0),
      last: Number(e.dataset.recapLast || 0),
    }));
  }
  /** The short account's lines and the full lines (behind the fold when the account says
   *  less), each without the name of who played it (the account names a player once per run
   *  of lines). */
  async texts() {
    const bare = (t) => t.trim().replace(/\s+/g, ' ').replace(/^[^·]*? · /, '');
    const short = (await this.root().locator('.recap-lines > li').allTextContents()).map(bare);
    const folded = (await this.root().locator('.recap-all > li').allTextContents()).map(bare);
    return { short, full: folded.length ? folded : short };
  }
  /** The log's lines of actions `first..=last` (the log shows the latest ones), oldest first,
   *  each without the name of who played it. */
  async logLines(first, last) {
    return this.page.evaluate(([first, last]) => {
      const lines = [...document.querySelectorAll('.log-line')].map((l) => ({
        step: Number(l.querySelector('.log-step').textContent),
        text: l.querySelector('.log-text').textContent.trim().replace(/\s+/g, ' ').replace(/^[^·]*? · /, ''),
      }));
      // Newest action first, an action's lines in order: back to the order they happened.
      const steps = [...new Set(lines.map((l) => l.step))].filter((s) => s >= first && s <= last).sort((a, b) => a - b);
      return steps.flatMap((s) => lines.filter((l) => l.step === s).map((l) => l.text));
    }, [first, last]);
  }
  async dismiss() {
    await this.root().getByTestId('recap-dismiss').click();
    await this.page.waitForFunction(() => document.querySelector('[data-testid=recap]')?.dataset.recapSteps === '0');
  }
}
